import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventCard } from '@portal/contracts/events/events.schemas';
import { api } from '../../../lib/api-client';
import { useSession, sessionScope } from '../../../lib/session';
import { EVENTS_KEY } from './event-keys';

/** GET /api/Alumno/dameEventos: the brand's events by date, with whether I am enrolled. */
export async function getEvents(signal?: AbortSignal): Promise<TEventCard[]> {
  const { datos } = await api.get<TEventCard[] | null>('/api/Alumno/dameEventos', { signal });
  return Array.isArray(datos) ? datos : [];
}

export function eventsQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...EVENTS_KEY, 'list', session],
    queryFn: ({ signal }) => getEvents(signal),
  });
}

export function useEvents() {
  const { token } = useSession();
  return useQuery(eventsQueryOptions(sessionScope(token)));
}
