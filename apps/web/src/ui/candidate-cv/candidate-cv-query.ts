import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCandidateCv } from '@portal/contracts/candidates/candidates.schemas';
import { api } from '../../lib/api-client';
import { useSessionScope } from '../../lib/session';

const CANDIDATES_KEY = ['candidates'] as const;

/**
 * GET /api/Empresa/dameCvCandidato/{idCandidatura}: a candidate's CV, read-only (SPEC §2 /ver-cv/{id}).
 * Shared by the CV page and the panel beside the company's candidates (#16 part 6); reading it
 * marks the candidate read for the company.
 */
export async function getCandidateCv(id: number, signal?: AbortSignal): Promise<TCandidateCv> {
  const { datos } = await api.get<TCandidateCv>(`/api/Empresa/dameCvCandidato/${id}`, { signal });
  return datos;
}

export function candidateCvQueryOptions(id: number, session: string) {
  return queryOptions({
    queryKey: [...CANDIDATES_KEY, 'cv', session, id],
    queryFn: ({ signal }) => getCandidateCv(id, signal),
  });
}

export function useCandidateCv(id: number | null) {
  return useQuery({ ...candidateCvQueryOptions(id ?? 0, useSessionScope()), enabled: id !== null });
}
