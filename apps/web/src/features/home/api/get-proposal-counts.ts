import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProposalCounts } from '@portal/contracts/proposals/proposals.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_HOME_KEY } from './home-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Empresa/dameNumProcesos: the company's open offers per profile (SPEC §3 Process). */
export async function getProposalCounts(signal?: AbortSignal): Promise<TProposalCounts> {
  const { datos } = await api.get<TProposalCounts>('/api/Empresa/dameNumProcesos', { signal });
  return datos;
}

export function proposalCountsQueryOptions(session: string) {
  // Offers change on other pages: fresh on every visit to home.
  return queryOptions({
    queryKey: [...COMPANY_HOME_KEY, 'counts', session],
    queryFn: ({ signal }) => getProposalCounts(signal),
    staleTime: 0,
  });
}

/** SPEC §4 company home flow: the processes load once the signer is complete. */
export function useProposalCounts(enabled: boolean) {
  return useQuery({ ...proposalCountsQueryOptions(useSessionScope()), enabled });
}
