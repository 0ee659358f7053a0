import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProposalDetail } from '@portal/contracts/proposals/proposals.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Empresa/dameDatosProceso/{id}: one of my offers with its candidates ({id}: id or access url). */
export async function getProposal(ref: string, soloNoLeidos: boolean, signal?: AbortSignal): Promise<TProposalDetail> {
  const query = soloNoLeidos ? '?soloNoLeidos=1' : '';
  const { datos } = await api.get<TProposalDetail>(`/api/Empresa/dameDatosProceso/${encodeURIComponent(ref)}${query}`, {
    signal,
  });
  return datos;
}

export function proposalQueryOptions(ref: string, soloNoLeidos: boolean, session: string) {
  return queryOptions({
    queryKey: [...COMPANY_OFFERS_KEY, 'detail', session, ref, soloNoLeidos],
    queryFn: ({ signal }) => getProposal(ref, soloNoLeidos, signal),
  });
}

export function useProposal(ref: string | undefined, soloNoLeidos = false) {
  return useQuery({ ...proposalQueryOptions(ref ?? '', soloNoLeidos, useSessionScope()), enabled: !!ref });
}
