import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  ZOfferPage,
  type TOfferFilters,
  type TOfferKind,
  type TOfferPage,
} from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { filtersQuery } from '../utils/offer-filter-params';
import { getOfferCount } from './get-offer-count';
import { OFFERS_KEY } from './offer-keys';
import { useSessionScope } from '../../../lib/session';

export type TLoadedOfferPage = TOfferPage & { numPaginas: number; numTotal: number };

function pagePath(kind: TOfferKind, page: number, filters: TOfferFilters): string {
  const base =
    kind === 'alternancia'
      ? `/api/Alumno/dameOfertasFormacionEnAlternanciaUsuario/${page}`
      : `/api/Alumno/dameOfertasUsuario/${kind}/${page}`;
  return `${base}${filtersQuery(filters, kind)}`;
}

/**
 * One page of a student offer list (SPEC §7 dameOfertasUsuario/{type}/{page},
 * dameOfertasFormacionEnAlternanciaUsuario/{page}). The first page of the internship and job lists
 * also asks their count call, so paging knows numPaginas; alternance pages carry it.
 */
export async function getOfferPage(
  kind: TOfferKind,
  page: number,
  filters: TOfferFilters,
  signal?: AbortSignal,
): Promise<TLoadedOfferPage> {
  const [{ datos }, count] = await Promise.all([
    api.get(pagePath(kind, page, filters), { signal, schema: ZOfferPage }),
    kind !== 'alternancia' && page === 1 ? getOfferCount(kind, filters, signal) : Promise.resolve(null),
  ]);
  return {
    ofertas: datos.ofertas,
    pagina: datos.pagina,
    tamPagina: datos.tamPagina,
    // Only alternance pages carry the counts (ZOfferPage); the other lists take them from the count call.
    numPaginas: count?.numPaginas ?? datos.numPaginas ?? 0,
    numTotal: count?.numTotal ?? datos.numTotal ?? datos.ofertas.length,
  };
}

export function offerPagesQueryOptions(kind: TOfferKind, filters: TOfferFilters, session: string) {
  return infiniteQueryOptions({
    queryKey: [...OFFERS_KEY, 'list', kind, filtersQuery(filters, kind), session],
    queryFn: ({ pageParam, signal }) => getOfferPage(kind, pageParam, filters, signal),
    initialPageParam: 1,
    // SPEC §4: offers load page by page; numPaginas comes with the first page.
    getNextPageParam: (last, all) =>
      all.length < (all[0]?.numPaginas ?? 0) && last.ofertas.length > 0 ? all.length + 1 : undefined,
  });
}

export function useOfferPages(kind: TOfferKind, filters: TOfferFilters, enabled = true) {
  return useInfiniteQuery({ ...offerPagesQueryOptions(kind, filters, useSessionScope()), enabled });
}
