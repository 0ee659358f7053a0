import type { QueryClient } from '@tanstack/react-query';
import type { TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { initialLanguage } from '../../../i18n';
import { inlineBrand } from '../../../lib/brand';
import { domainsQueryOptions } from '../../../lib/reference-lists';
import { getSession, sessionScope } from '../../../lib/session';
import { listStateFromParams } from '../utils/offer-filter-params';
import { readStoredFilters } from '../utils/offer-list-storage';
import { appliedQuery } from './get-applied-offers';
import { offerPagesQueryOptions } from './get-offer-page';

/**
 * Issue #16 part 9: an offer list's first page (its filters from the URL, else the ones this tab
 * last used, as the list restores them) and the two applications calls of the 'Inscrito' marks,
 * and the filters' domain lists, started with the page's chunk rather than after the list rendered. Same query options as the
 * list's hooks.
 */
export function prefetchOfferList(queryClient: QueryClient, kind: TOfferKind): void {
  const { role, token } = getSession();
  if (role !== 'student') return;
  const session = sessionScope(token);
  const search = window.location.search.replace(/^\?/, '') || readStoredFilters(kind);
  const { filters } = listStateFromParams(new URLSearchParams(search), kind);
  void queryClient.prefetchInfiniteQuery(offerPagesQueryOptions(kind, filters, session));
  void queryClient.prefetchQuery(appliedQuery('practicas', session));
  void queryClient.prefetchQuery(appliedQuery('empleo', session));
  // The filters' lists (the chips name the active filters from them).
  void queryClient.prefetchQuery(domainsQueryOptions(initialLanguage(inlineBrand()?.defaultLanguage)));
}
