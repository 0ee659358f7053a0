import '../test/dom-polyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BRAND_FLAGS } from '@portal/contracts/brand';
import { BRAND_PREFIX_PARAM, ROUTES, routePath } from '@portal/contracts/routes';
import { endSession } from '../lib/session';
import { renderApp, signIn, testBrand } from '../test/render-app';
import { officePages } from '../office/office-entry';
import { pages } from './pages';
import { answerEverythingWith } from '../test/msw-server';

// issue #12 item 14: two menu items opened 'Muy pronto disponible'. Every route of the SPEC §2
// table must have a real page, and the pages that depend on the role must have one per role.

const ALL_FLAGS_ON = testBrand({ flagsOn: [...BRAND_FLAGS] });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  answerEverythingWith(null);
});
afterEach(() => {
  cleanup();
});

describe('#12.14 the route table has no placeholder page', () => {
  it("#12.14 every route of the table has a page in the page map (the office console's in its own, issue #14)", () => {
    expect(
      ROUTES.filter((route) => !(route.area === 'office' ? officePages : pages)[route.id]).map((route) => route.id),
    ).toEqual([]);
  });

  // Routes any signed-in user opens: their page answers each role with its own content.
  const shared = ROUTES.filter((route) => route.access === 'any');
  for (const role of ['student', 'company'] as const) {
    for (const route of shared) {
      it(`#12.14 ${route.path} shows a ${role} its page, not 'Muy pronto disponible'`, async () => {
        signIn(role, { tieneCVadjunto: true });
        const path = routePath(route.id, { id: 1, [BRAND_PREFIX_PARAM]: 'uni' });
        await pages[route.id]();
        const { router } = renderApp({ path, pages: { ...pages }, brand: ALL_FLAGS_ON });
        // Settled: the page's own content is in <main>: its heading, or nothing of it still loading.
        await waitFor(
          () => {
            const main = document.querySelector('main');
            expect(main?.textContent?.trim()).toBeTruthy();
            expect(main?.querySelector('h1') !== null || main?.querySelector('[aria-busy="true"]') === null).toBe(true);
          },
          { timeout: 10_000 },
        );
        expect(router.state.location.pathname).toBe(path);
        expect(screen.queryByText('Muy pronto disponible')).toBeNull();
      }, 20_000);
    }
  }
});
