import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationRequest } from '@portal/contracts/education-requests/education-requests.schemas';
import { api } from '../../../lib/api-client';
import { sessionScope, useSessionScope } from '../../../lib/session';
import { EDUCATION_REQUESTS_KEY } from './education-requests-keys';

/** GET /api/Empresa/dameSolicitudesPracticasEducacion (48 without the menu). */
export async function getEducationRequests(signal?: AbortSignal): Promise<TEducationRequest[]> {
  const { datos } = await api.get<TEducationRequest[]>('/api/Empresa/dameSolicitudesPracticasEducacion', { signal });
  return Array.isArray(datos) ? datos : [];
}

/** Keyed by the session: personal data never outlives its user on the tab (issue #12 item 5). */
export function educationRequestsQueryOptions(session: string = sessionScope()) {
  return queryOptions({
    queryKey: [...EDUCATION_REQUESTS_KEY, 'list', session],
    queryFn: ({ signal }) => getEducationRequests(signal),
  });
}

export function useEducationRequests(enabled = true) {
  return useQuery({ ...educationRequestsQueryOptions(useSessionScope()), enabled });
}
