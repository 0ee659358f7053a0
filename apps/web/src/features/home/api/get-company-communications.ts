import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCommunication } from '@portal/contracts/communications/communications.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_HOME_KEY } from './home-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Empresa/dameComunicaciones (SPEC §2 communications module: date, description, optional link). */
export async function getCompanyCommunications(signal?: AbortSignal): Promise<TCommunication[]> {
  const { datos } = await api.get<TCommunication[] | null>('/api/Empresa/dameComunicaciones', { signal });
  return Array.isArray(datos) ? datos : [];
}

export function companyCommunicationsQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...COMPANY_HOME_KEY, 'communications', session],
    queryFn: ({ signal }) => getCompanyCommunications(signal),
  });
}

export function useCompanyCommunications(enabled: boolean) {
  return useQuery({ ...companyCommunicationsQueryOptions(useSessionScope()), enabled });
}
