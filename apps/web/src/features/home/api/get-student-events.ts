import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEventCard } from '@portal/contracts/events/events.schemas';
import { HOME_MAX_EVENTS } from '@portal/contracts/limits';
import { api } from '../../../lib/api-client';
import { STUDENT_HOME_KEY } from './student-home-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Alumno/dameEventos?proximos=true&limite=3 (SPEC §2: at most 3, future only, by date). */
export async function getStudentEvents(signal?: AbortSignal): Promise<TEventCard[]> {
  const { datos } = await api.get<TEventCard[] | null>(
    `/api/Alumno/dameEventos?proximos=true&limite=${HOME_MAX_EVENTS}`,
    { signal, silent: true },
  );
  const now = Date.now();
  return (Array.isArray(datos) ? datos : [])
    .filter((e) => Date.parse(e.fecha) >= now || (e.fechaFin !== null && Date.parse(e.fechaFin) >= now))
    .sort((a, b) => a.fecha.localeCompare(b.fecha))
    .slice(0, HOME_MAX_EVENTS);
}

export function studentEventsQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...STUDENT_HOME_KEY, 'events', session],
    queryFn: ({ signal }) => getStudentEvents(signal),
  });
}

export function useStudentEvents(enabled: boolean) {
  return useQuery({ ...studentEventsQueryOptions(useSessionScope()), enabled });
}
