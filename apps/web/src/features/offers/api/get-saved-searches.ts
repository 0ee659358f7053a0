import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSavedSearches, type TSavedSearch } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { SAVED_SEARCHES_KEY } from './offer-keys';
import { useSessionScope } from '../../../lib/session';

/** GET dameBusquedasGuardadas (SPEC §2 Offer list filters: saved searches). */
export async function getSavedSearches(signal?: AbortSignal): Promise<TSavedSearch[]> {
  const { datos } = await api.get('/api/Alumno/dameBusquedasGuardadas', { signal, schema: ZSavedSearches });
  return datos.busquedas;
}

export function savedSearchesQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...SAVED_SEARCHES_KEY, session],
    queryFn: ({ signal }) => getSavedSearches(signal),
  });
}

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions(useSessionScope()));
}
