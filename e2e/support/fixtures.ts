import { test as base } from '@playwright/test';
import { expectAccessible, type AccessibilityOptions } from './accessibility';

export interface PortalFixtures {
  /** axe-core on the test's page; fails on serious or critical WCAG 2.1 AA violations. */
  expectAccessible: (options?: AccessibilityOptions) => Promise<void>;
}

/** Playwright's `test` with the portal's fixtures: `test('x', async ({ page, expectAccessible }) => ...)`. */
export const test = base.extend<PortalFixtures>({
  expectAccessible: async ({ page }, use) => {
    await use((options) => expectAccessible(page, options));
  },
});

export { expect } from '@playwright/test';
