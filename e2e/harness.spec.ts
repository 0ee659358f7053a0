import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { brandUrl } from './support/urls';

// Self-checks of the harness, so that a misconfigured helper cannot pass silently.

test('the accessibility check fails on a serious violation', async ({ page }) => {
  await page.setContent(
    '<html lang="es"><head><title>t</title></head><body><main><button></button></main></body></html>',
  );
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
});

test('brandUrl puts the brand key in front of localhost, and default is plain localhost', () => {
  const port = new URL(process.env.E2E_BASE_URL ?? '').port;
  expect(brandUrl('catalunya', '/login?x=1')).toBe(`http://catalunya.localhost:${port}/login?x=1`);
  expect(brandUrl('default', '/')).toBe(`http://localhost:${port}/`);
});
