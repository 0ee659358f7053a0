import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the level the portal is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AccessibilityOptions {
  /** CSS selectors left out of the scan (e.g. a third-party widget being fixed elsewhere). */
  exclude?: string[];
  /** Scan only this part of the page. */
  include?: string;
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation.
 * Minor and moderate ones are attached to the report without failing, so they stay visible.
 */
export async function expectAccessible(page: Page, options: AccessibilityOptions = {}): Promise<void> {
  // A drawer or modal fading in has partial opacity: axe would measure its text against a blend.
  // Wait until no finite CSS transition or animation is running (loading skeletons loop forever:
  // they are not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();

  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  if (results.violations.length > 0) {
    await test.info().attach(`axe-violations-${new URL(page.url()).pathname.replace(/\W+/g, '_')}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  const summary = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(summary, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}
