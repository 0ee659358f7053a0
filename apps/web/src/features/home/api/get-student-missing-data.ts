import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMissingPersonalData } from '@portal/contracts/cv/cv.schemas';
import { api } from '../../../lib/api-client';
import { STUDENT_HOME_KEY } from './student-home-keys';
import { useSessionScope } from '../../../lib/session';

/** GET faltanDatosPersonalesObligatorios: the social-security request holds the documentation reminder back. */
export async function getStudentMissingData(signal?: AbortSignal): Promise<TMissingPersonalData | null> {
  const { datos } = await api.get<TMissingPersonalData | null>('/api/Alumno/faltanDatosPersonalesObligatorios', {
    signal,
    silent: true,
  });
  return datos ?? null;
}

export function studentMissingDataQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...STUDENT_HOME_KEY, 'missing-data', session],
    queryFn: ({ signal }) => getStudentMissingData(signal),
    retry: false,
  });
}

export function useStudentMissingData() {
  return useQuery(studentMissingDataQueryOptions(useSessionScope()));
}
