import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSigner } from '@portal/contracts/proposals/signer.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_HOME_KEY } from './home-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Empresa/dameDatosFirmanteEmpresa; `completo` false opens the mandatory signer dialog. */
export async function getSigner(signal?: AbortSignal): Promise<TSigner> {
  const { datos } = await api.get<TSigner>('/api/Empresa/dameDatosFirmanteEmpresa', { signal });
  return datos;
}

export function signerQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...COMPANY_HOME_KEY, 'signer', session],
    queryFn: ({ signal }) => getSigner(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSigner() {
  return useQuery(signerQueryOptions(useSessionScope()));
}
