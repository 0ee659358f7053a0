import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCommunication } from '@portal/contracts/communications/communications.schemas';
import { api } from '../../../lib/api-client';
import { STUDENT_HOME_KEY } from './student-home-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Alumno/dameComunicaciones (SPEC §2 communications module). */
export async function getStudentCommunications(signal?: AbortSignal): Promise<TCommunication[]> {
  const { datos } = await api.get<TCommunication[] | null>('/api/Alumno/dameComunicaciones', { signal, silent: true });
  return Array.isArray(datos) ? datos : [];
}

export function studentCommunicationsQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...STUDENT_HOME_KEY, 'communications', session],
    queryFn: ({ signal }) => getStudentCommunications(signal),
  });
}

export function useStudentCommunications() {
  return useQuery(studentCommunicationsQueryOptions(useSessionScope()));
}
