import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveyCard } from '@portal/contracts/surveys/surveys.schemas';
import { api } from '../../../lib/api-client';
import { STUDENT_HOME_KEY } from './student-home-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Alumno/dameEncuestasUsuario: the surveys I still have to answer (SPEC §2 surveys module). */
export async function getStudentSurveys(signal?: AbortSignal): Promise<TSurveyCard[]> {
  const { datos } = await api.get<TSurveyCard[] | null>('/api/Alumno/dameEncuestasUsuario', { signal, silent: true });
  return Array.isArray(datos) ? datos : [];
}

export function studentSurveysQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...STUDENT_HOME_KEY, 'surveys', session],
    queryFn: ({ signal }) => getStudentSurveys(signal),
  });
}

export function useStudentSurveys() {
  return useQuery(studentSurveysQueryOptions(useSessionScope()));
}
