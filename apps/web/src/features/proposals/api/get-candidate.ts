import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TCandidateDetail } from '@portal/contracts/candidates/candidates.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Empresa/dameCandidato/{idCandidatura}. Opening it marks the candidate read. */
export async function getCandidate(id: number, signal?: AbortSignal): Promise<TCandidateDetail> {
  const { datos } = await api.get<TCandidateDetail>(`/api/Empresa/dameCandidato/${id}`, { signal });
  return datos;
}

export function candidateQueryOptions(id: number, session: string) {
  return queryOptions({
    queryKey: [...COMPANY_OFFERS_KEY, 'candidate', session, id],
    queryFn: ({ signal }) => getCandidate(id, signal),
  });
}

export function useCandidate(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...candidateQueryOptions(id ?? 0, useSessionScope()), enabled: id !== null });
  const loadedAt = query.isSuccess ? query.dataUpdatedAt : 0;
  useEffect(() => {
    // Reading a candidate changes the unread counts of the offer and of the list.
    if (!loadedAt) return;
    void queryClient.invalidateQueries({ queryKey: [...COMPANY_OFFERS_KEY, 'detail'] });
    void queryClient.invalidateQueries({ queryKey: [...COMPANY_OFFERS_KEY, 'list'] });
  }, [loadedAt, queryClient]);
  return query;
}
