import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { APPLICATIONS_KEY } from './application-keys';
import { useSessionScope } from '../../../lib/session';

/** GET dameOferta/{id}: the offer of one of my applications, with my candidature. */
export async function getApplicationOffer(id: string, signal?: AbortSignal): Promise<TOfferDetail> {
  const { datos } = await api.get<TOfferDetail>(`/api/Alumno/dameOferta/${encodeURIComponent(id)}`, { signal });
  return datos;
}

export function applicationOfferQueryOptions(id: string, session: string) {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'offer', id, session],
    queryFn: ({ signal }) => getApplicationOffer(id, signal),
    retry: false,
  });
}

export function useApplicationOffer(id: string) {
  return useQuery(applicationOfferQueryOptions(id, useSessionScope()));
}
