import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionScope, useSessionScope } from '../../../lib/session';
import { EDUCATION_REQUESTS_KEY } from './education-requests-keys';

/** GET /api/Empresa/tieneMenuSolicitudesPracticasEducacion: does my company see these pages? */
export async function getEducationMenu(signal?: AbortSignal): Promise<boolean> {
  const { datos } = await api.get<boolean>('/api/Empresa/tieneMenuSolicitudesPracticasEducacion', { signal });
  return datos === true;
}

/** Keyed by the session: personal data never outlives its user on the tab (issue #12 item 5). */
export function educationMenuQueryOptions(session: string = sessionScope()) {
  return queryOptions({
    queryKey: [...EDUCATION_REQUESTS_KEY, 'menu', session],
    queryFn: ({ signal }) => getEducationMenu(signal),
  });
}

export function useEducationMenu() {
  return useQuery(educationMenuQueryOptions(useSessionScope()));
}
