import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventSheet } from '@portal/contracts/events/events.schemas';
import { api } from '../../../lib/api-client';
import { useSession, sessionScope } from '../../../lib/session';
import { eventSheetKey } from './event-keys';

/** GET /api/Alumno/dameFichaEvento/{id} (`id` or urlAcceso); 74 is shown by the client's popup. */
export async function getEventSheet(ref: string, signal?: AbortSignal): Promise<TEventSheet> {
  const { datos } = await api.get<TEventSheet>(`/api/Alumno/dameFichaEvento/${encodeURIComponent(ref)}`, { signal });
  return datos;
}

export function eventSheetQueryOptions(ref: string, session: string) {
  return queryOptions({
    queryKey: eventSheetKey(ref, session),
    queryFn: ({ signal }) => getEventSheet(ref, signal),
  });
}

export function useEventSheet(ref: string) {
  const { token } = useSession();
  return useQuery(eventSheetQueryOptions(ref, sessionScope(token)));
}
