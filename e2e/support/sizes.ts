import { expect, type Page } from '@playwright/test';
import { expectAccessible, type AccessibilityOptions } from './accessibility';

/**
 * The two sizes every journey is held to (common conventions: axe at 1366x900 and 390x844), and
 * the one loop over them, so that the sizes and what is checked at each are written once.
 */
type SizeName = 'phone' | 'desk';
export interface Size {
  name: SizeName;
  viewport: { width: number; height: number };
}

export const PHONE = { width: 390, height: 844 };
export const DESK = { width: 1366, height: 900 };
/** For journeys that run whole once per size: `for (const size of SIZES) test(...)`. */
export const SIZES: readonly Size[] = [
  { name: 'phone', viewport: PHONE },
  { name: 'desk', viewport: DESK },
];

/** Nothing sticks out sideways; the message names what does, so a failure says where to look. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = () =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return '';
      return Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
        .join(' | ');
    });
  await expect.poll(overflow, { message: `something scrolls sideways on ${page.url()}` }).toBe('');
}

/** At the size the page has now: no sideways scroll, and axe finds nothing serious or critical. */
async function expectFitsAndAccessible(page: Page, options: AccessibilityOptions = {}): Promise<void> {
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, options);
}

export interface BothSizesOptions extends AccessibilityOptions {
  /** What else to check at each size, after the page is set to it (e.g. that a heading still shows). */
  check?: (size: Size) => Promise<void>;
}

/**
 * The page as it is now, at a phone's size and then at a desk's: `check` if given, no sideways
 * scroll, axe 0 serious/critical. The page is put back at the size it had, so that the journey
 * goes on as before.
 */
export async function atBothSizes(page: Page, options: BothSizesOptions = {}): Promise<void> {
  const { check, ...axe } = options;
  const before = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size.viewport);
    await check?.(size);
    await expectFitsAndAccessible(page, axe);
  }
  if (before) await page.setViewportSize(before);
}
