import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMandatorySurvey } from '@portal/contracts/surveys/surveys.schemas';
import { api } from '../../../lib/api-client';
import { STUDENT_HOME_KEY } from './student-home-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Alumno/dameEncuestasObligatoriasPendientes: the documentation reminder waits while any is pending. */
export async function getStudentPendingMandatorySurveys(signal?: AbortSignal): Promise<TMandatorySurvey[]> {
  const { datos } = await api.get<TMandatorySurvey[] | null>('/api/Alumno/dameEncuestasObligatoriasPendientes', {
    signal,
    silent: true,
  });
  return Array.isArray(datos) ? datos : [];
}

export function studentPendingMandatorySurveysQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...STUDENT_HOME_KEY, 'mandatory-surveys', session],
    queryFn: ({ signal }) => getStudentPendingMandatorySurveys(signal),
  });
}

export function useStudentPendingMandatorySurveys() {
  return useQuery(studentPendingMandatorySurveysQueryOptions(useSessionScope()));
}
