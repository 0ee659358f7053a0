import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCandidateDetail, TChangeCandidateStateBody } from '@portal/contracts/candidates/candidates.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';

/**
 * POST /api/Empresa/cambiaEstadoCandidatura (notice 532). 14 and 49 (change not allowed / not
 * now) show their catalogue popup. Answers the candidate after the change.
 */
export async function changeCandidateState(body: TChangeCandidateStateBody): Promise<TCandidateDetail> {
  const { datos } = await api.post<TCandidateDetail>('/api/Empresa/cambiaEstadoCandidatura', body);
  return datos;
}

export function useChangeCandidateState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCandidateState,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_OFFERS_KEY }),
  });
}
