import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOfferDetail, type TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { OFFERS_KEY } from './offer-keys';
import { useSessionScope } from '../../../lib/session';

/** GET dameOferta/{id}: one offer by id or access url (SPEC §7). */
export async function getOffer(id: string, signal?: AbortSignal): Promise<TOfferDetail> {
  const { datos } = await api.get(`/api/Alumno/dameOferta/${encodeURIComponent(id)}`, { signal, schema: ZOfferDetail });
  return datos;
}

export function offerQueryOptions(id: string, session: string) {
  return queryOptions({
    queryKey: [...OFFERS_KEY, 'detail', id, session],
    queryFn: ({ signal }) => getOffer(id, signal),
    retry: false,
  });
}

export function useOffer(id: string) {
  return useQuery(offerQueryOptions(id, useSessionScope()));
}
