import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCandidateDetail, TChangeCandidateStateBody } from '@portal/contracts/candidates/candidates.schemas';
import { api, type TApiOptions } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';

/**
 * POST /api/Empresa/cambiaEstadoCandidatura (notice 532). 14 and 49 (change not allowed / not
 * now) show their catalogue popup. Answers the candidate after the change.
 */
export async function changeCandidateState(
  body: TChangeCandidateStateBody,
  opts?: TApiOptions,
): Promise<TCandidateDetail> {
  const { datos } = await api.post<TCandidateDetail>('/api/Empresa/cambiaEstadoCandidatura', body, opts);
  return datos;
}

export function useChangeCandidateState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangeCandidateStateBody) => changeCandidateState(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_OFFERS_KEY }),
  });
}
