import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationRequest } from '@portal/contracts/education-requests/education-requests.schemas';
import { api } from '../../../lib/api-client';
import { EDUCATION_REQUESTS_KEY } from './education-requests-keys';

/** GET /api/Empresa/dameSolicitudesPracticasEducacion (48 without the menu). */
export async function getEducationRequests(signal?: AbortSignal): Promise<TEducationRequest[]> {
  const { datos } = await api.get<TEducationRequest[]>('/api/Empresa/dameSolicitudesPracticasEducacion', { signal });
  return Array.isArray(datos) ? datos : [];
}

export function educationRequestsQueryOptions() {
  return queryOptions({ queryKey: [...EDUCATION_REQUESTS_KEY, 'list'], queryFn: ({ signal }) => getEducationRequests(signal) });
}

export function useEducationRequests(enabled = true) {
  return useQuery({ ...educationRequestsQueryOptions(), enabled });
}
