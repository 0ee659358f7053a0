import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInternshipSummary } from '@portal/contracts/internships/internships.schemas';
import { api } from '../../../lib/api-client';
import { INTERNSHIPS_KEY } from './internship-keys';
import { useSessionScope } from '../../../lib/session';

/** GET damePracticasAlumno (SPEC §7 Practices). */
export async function getInternships(signal?: AbortSignal): Promise<TInternshipSummary[]> {
  const { datos } = await api.get<TInternshipSummary[]>('/api/Alumno/damePracticasAlumno', { signal });
  return Array.isArray(datos) ? datos : [];
}

export function internshipsQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...INTERNSHIPS_KEY, 'list', session],
    queryFn: ({ signal }) => getInternships(signal),
  });
}

export function useInternships() {
  return useQuery(internshipsQueryOptions(useSessionScope()));
}
