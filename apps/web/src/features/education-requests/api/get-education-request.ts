import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationRequest } from '@portal/contracts/education-requests/education-requests.schemas';
import { api } from '../../../lib/api-client';
import { EDUCATION_REQUESTS_KEY } from './education-requests-keys';

/** GET /api/Empresa/dameSolicitudPracticasEducacion/{id} (404 for another company's). */
export async function getEducationRequest(id: number, signal?: AbortSignal): Promise<TEducationRequest> {
  const { datos } = await api.get<TEducationRequest>(`/api/Empresa/dameSolicitudPracticasEducacion/${id}`, { signal });
  return datos;
}

export function educationRequestQueryOptions(id: number) {
  return queryOptions({ queryKey: [...EDUCATION_REQUESTS_KEY, 'one', id], queryFn: ({ signal }) => getEducationRequest(id, signal) });
}

export function useEducationRequest(id: number) {
  return useQuery({ ...educationRequestQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
