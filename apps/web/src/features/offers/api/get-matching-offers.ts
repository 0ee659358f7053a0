import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMatchingOffers, type TOfferCard, type TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { OFFERS_KEY } from './offer-keys';
import { useSessionScope } from '../../../lib/session';

/** GET ofertasEncajanConUsuario?tipo= (SPEC §4 Matching-offers mode; datos.ofertas, newest first). */
export async function getMatchingOffers(kind: TOfferKind, signal?: AbortSignal): Promise<TOfferCard[]> {
  const { datos } = await api.get(`/api/Alumno/ofertasEncajanConUsuario?tipo=${kind}`, {
    signal,
    schema: ZMatchingOffers,
  });
  return datos.ofertas;
}

export function matchingOffersQueryOptions(kind: TOfferKind, session: string) {
  return queryOptions({
    queryKey: [...OFFERS_KEY, 'matching', kind, session],
    queryFn: ({ signal }) => getMatchingOffers(kind, signal),
  });
}

export function useMatchingOffers(kind: TOfferKind, enabled: boolean) {
  return useQuery({ ...matchingOffersQueryOptions(kind, useSessionScope()), enabled });
}
