import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInternshipDetail } from '@portal/contracts/internships/internships.schemas';
import { api } from '../../../lib/api-client';
import { INTERNSHIPS_KEY } from './internship-keys';
import { useSessionScope } from '../../../lib/session';

/** GET dameDetallePractica/{id}: one of my internships with its documents. */
export async function getInternship(id: number, signal?: AbortSignal): Promise<TInternshipDetail> {
  const { datos } = await api.get<TInternshipDetail>(`/api/Alumno/dameDetallePractica/${id}`, { signal });
  return datos;
}

export function internshipQueryOptions(id: number, session: string) {
  return queryOptions({
    queryKey: [...INTERNSHIPS_KEY, 'detail', id, session],
    queryFn: ({ signal }) => getInternship(id, signal),
    retry: false,
  });
}

export function useInternship(id: number) {
  return useQuery({ ...internshipQueryOptions(id, useSessionScope()), enabled: Number.isInteger(id) && id > 0 });
}
