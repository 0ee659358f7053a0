import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionScope, useSessionScope } from '../../../lib/session';
import { EDUCATION_REQUESTS_KEY } from './education-requests-keys';

export interface TEducationAvailability {
  curso: string;
  maximo: number;
  aceptadas: number;
  disponibles: number;
}

/** GET /api/Alumno/numeroSolicitudPracticasEducacionDisponibles: how many more I may accept this course (81 at the limit, handled here). */
export async function getAvailableEducationRequests(signal?: AbortSignal): Promise<TEducationAvailability | null> {
  try {
    const { datos } = await api.get<TEducationAvailability>(
      '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles',
      { signal, silent: true },
    );
    return datos;
  } catch {
    return null;
  }
}

/** Keyed by the session: personal data never outlives its user on the tab (issue #12 item 5). */
export function availableEducationRequestsQueryOptions(session: string = sessionScope()) {
  return queryOptions({
    queryKey: [...EDUCATION_REQUESTS_KEY, 'available', session],
    queryFn: ({ signal }) => getAvailableEducationRequests(signal),
  });
}

export function useAvailableEducationRequests(enabled = true) {
  return useQuery({ ...availableEducationRequestsQueryOptions(useSessionScope()), enabled });
}
