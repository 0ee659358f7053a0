import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgreementList } from '@portal/contracts/agreements/agreements.schemas';
import { api } from '../../../lib/api-client';
import { AGREEMENTS_KEY } from './agreements-keys';

/** GET /api/Empresa/dameConveniosEmpresa: my agreements, newest first, with their states. */
export async function getAgreements(signal?: AbortSignal): Promise<TAgreementList> {
  const { datos } = await api.get<TAgreementList>('/api/Empresa/dameConveniosEmpresa', { signal });
  return datos;
}

export function agreementsQueryOptions() {
  return queryOptions({ queryKey: [...AGREEMENTS_KEY, 'list'], queryFn: ({ signal }) => getAgreements(signal) });
}

export function useAgreements() {
  return useQuery(agreementsQueryOptions());
}
