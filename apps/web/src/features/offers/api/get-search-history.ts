import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSearchHistory, type TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { SEARCH_HISTORY_KEY } from './offer-keys';
import { useSessionScope } from '../../../lib/session';

export interface THistoryEntry {
  id: number;
  tipo: TOfferKind;
  filtros: Record<string, unknown>;
  fecha: string;
}

/** GET dameHistorialBusquedas: my last searches, newest first (the server records them). */
export async function getSearchHistory(signal?: AbortSignal): Promise<THistoryEntry[]> {
  const { datos } = await api.get('/api/Alumno/dameHistorialBusquedas', { signal, schema: ZSearchHistory });
  return datos.historial;
}

export function searchHistoryQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...SEARCH_HISTORY_KEY, session],
    queryFn: ({ signal }) => getSearchHistory(signal),
  });
}

export function useSearchHistory() {
  return useQuery(searchHistoryQueryOptions(useSessionScope()));
}
