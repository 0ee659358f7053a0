import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZApplicationHistory, type TApplicationHistory } from '@portal/contracts/applications/applications.schemas';
import { api } from '../../../lib/api-client';
import { APPLICATIONS_KEY } from './application-keys';
import { useSessionScope } from '../../../lib/session';

/**
 * GET dameHistorialCandidatura/{id}: my application to the offer with the steps of its states
 * (#16 part 4). 31 (none, e.g. just withdrawn) is the page's own 'no application' text, no popup.
 */
export async function getApplicationHistory(id: string, signal?: AbortSignal): Promise<TApplicationHistory> {
  const { datos } = await api.get(`/api/Alumno/dameHistorialCandidatura/${encodeURIComponent(id)}`, {
    signal,
    schema: ZApplicationHistory,
    handle: [31],
  });
  return datos;
}

export function applicationHistoryQueryOptions(id: string, session: string) {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'history', id, session],
    queryFn: ({ signal }) => getApplicationHistory(id, signal),
    retry: false,
  });
}

export function useApplicationHistory(id: string, enabled: boolean) {
  return useQuery({ ...applicationHistoryQueryOptions(id, useSessionScope()), enabled });
}
