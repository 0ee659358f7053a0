import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgreementList } from '@portal/contracts/agreements/agreements.schemas';
import { api } from '../../../lib/api-client';
import { sessionScope, useSessionScope } from '../../../lib/session';
import { AGREEMENTS_KEY } from './agreements-keys';

/** GET /api/Empresa/dameConveniosEmpresa: my agreements, newest first, with their states. */
export async function getAgreements(signal?: AbortSignal): Promise<TAgreementList> {
  const { datos } = await api.get<TAgreementList>('/api/Empresa/dameConveniosEmpresa', { signal });
  return datos;
}

/** Keyed by the session: personal data never outlives its user on the tab (issue #12 item 5). */
export function agreementsQueryOptions(session: string = sessionScope()) {
  return queryOptions({
    queryKey: [...AGREEMENTS_KEY, 'list', session],
    queryFn: ({ signal }) => getAgreements(signal),
  });
}

export function useAgreements() {
  return useQuery(agreementsQueryOptions(useSessionScope()));
}
