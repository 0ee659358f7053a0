import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationRequest } from '@portal/contracts/education-requests/education-requests.schemas';
import { api } from '../../../lib/api-client';
import { sessionScope, useSessionScope } from '../../../lib/session';
import { EDUCATION_REQUESTS_KEY } from './education-requests-keys';

/** GET /api/Empresa/dameSolicitudPracticasEducacion/{id} (404 for another company's). */
export async function getEducationRequest(id: number, signal?: AbortSignal): Promise<TEducationRequest> {
  const { datos } = await api.get<TEducationRequest>(`/api/Empresa/dameSolicitudPracticasEducacion/${id}`, { signal });
  return datos;
}

/** Keyed by the session: personal data never outlives its user on the tab (issue #12 item 5). */
export function educationRequestQueryOptions(id: number, session: string = sessionScope()) {
  return queryOptions({
    queryKey: [...EDUCATION_REQUESTS_KEY, 'one', id, session],
    queryFn: ({ signal }) => getEducationRequest(id, signal),
  });
}

export function useEducationRequest(id: number) {
  return useQuery({ ...educationRequestQueryOptions(id, useSessionScope()), enabled: Number.isInteger(id) && id > 0 });
}
