import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { EDUCATION_REQUESTS_KEY } from './education-requests-keys';

/** GET /api/Empresa/tieneMenuSolicitudesPracticasEducacion: does my company see these pages? */
export async function getEducationMenu(signal?: AbortSignal): Promise<boolean> {
  const { datos } = await api.get<boolean>('/api/Empresa/tieneMenuSolicitudesPracticasEducacion', { signal });
  return datos === true;
}

export function educationMenuQueryOptions() {
  return queryOptions({ queryKey: [...EDUCATION_REQUESTS_KEY, 'menu'], queryFn: ({ signal }) => getEducationMenu(signal) });
}

export function useEducationMenu() {
  return useQuery(educationMenuQueryOptions());
}
