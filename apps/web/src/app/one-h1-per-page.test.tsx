import '../test/dom-polyfills';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRAND_FLAGS } from '@portal/contracts/brand';
import { ROUTES, type TRouteDef } from '@portal/contracts/routes';
import { loadAllCatalogues } from '../i18n';
import { closePopup } from '../lib/error-popup-store';
import { endSession } from '../lib/session';
import { renderApp, signIn, testBrand } from '../test/render-app';
import { pages } from './pages';
import { hangEverything } from '../test/msw-server';

/** A path of the route with its parameters filled in (the brand prefix of the test brand). */
function pathOf(route: TRouteDef, prefix: string): string {
  return route.path
    .replace(/:brandPrefix\b/, prefix)
    .replace(/\/:[A-Za-z]+\?/g, '')
    .replace(/:[A-Za-z]+/g, '1');
}

/** Who may open the route: guests for guest pages, a student or a company for the others. */
function roleFor(route: TRouteDef): 'student' | 'company' | null {
  if (route.access === 'guest' || route.access === 'public') return null;
  return route.access === 'company' ? 'company' : 'student';
}

const brand = testBrand({ flagsOn: [...BRAND_FLAGS] });
/**
 * Pages headed by the item they show (an offer's or event's title, a proposal's...): their
 * h1 comes with the data, so while it loads they may have none, never two.
 */
const HEADED_BY_DATA = new Set([
  'public-event',
  'event',
  'survey-sheet',
  'survey-access',
  'survey-link',
  'programme',
  'deregistration',
  'job-offer',
  'internship-offer',
  'my-internship',
  'my-application',
  'my-proposal',
  'proposal',
  'offer-viewer',
  'candidate-cv',
]);
// Pages without a path of their own to open (the catch-all renders not-found, tested through it).
const ROUTED = ROUTES.filter((route) => !route.path.includes('*'));

beforeAll(async () => {
  await loadAllCatalogues();
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  closePopup();
  // Every call stays pending: the page as it first shows, before any data.
  hangEverything();
});
afterEach(() => {
  cleanup();
});

describe('headings (WCAG 2.4.6, issue #12 item 21)', () => {
  it.each(ROUTED.map((route) => ({ id: route.id, route })))(
    '#12.21 $id has exactly one h1 (pages headed by their data: never two while it loads)',
    async ({ route }) => {
      const role = roleFor(route);
      if (role) signIn(role, { conPracticas: true });
      const path = pathOf(route, brand.prefix);
      renderApp({ path, pages, brand });
      if (HEADED_BY_DATA.has(route.id)) {
        await screen.findByRole('main');
        await waitFor(
          () =>
            expect(document.querySelector('[data-testid="loading-placeholders"], [role="status"], h1')).not.toBeNull(),
          { timeout: 10_000 },
        );
        expect(screen.queryAllByRole('heading', { level: 1 }).length).toBeLessThanOrEqual(1);
        return;
      }
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0), {
        timeout: 10_000,
      });
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toHaveLength(1);
    },
    30_000,
  );
});
