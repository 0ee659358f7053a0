import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveyCard } from '@portal/contracts/surveys/surveys.schemas';
import { api } from '../../../lib/api-client';
import { useSession, type TSessionRole, sessionScope } from '../../../lib/session';
import { SURVEYS_KEY } from './survey-keys';

/** GET /api/Alumno/dameEncuestasUsuario or /api/Empresa/dameEncuestas: the surveys I still have to answer. */
export async function getMySurveys(role: TSessionRole, signal?: AbortSignal): Promise<TSurveyCard[]> {
  const path = role === 'company' ? '/api/Empresa/dameEncuestas' : '/api/Alumno/dameEncuestasUsuario';
  const { datos } = await api.get<TSurveyCard[] | null>(path, { signal });
  return Array.isArray(datos) ? datos : [];
}

export function mySurveysQueryOptions(role: TSessionRole, session: string) {
  return queryOptions({
    queryKey: [...SURVEYS_KEY, 'mine', role, session],
    queryFn: ({ signal }) => getMySurveys(role, signal),
  });
}

export function useMySurveys() {
  const { role, token } = useSession();
  return useQuery({ ...mySurveysQueryOptions(role ?? 'student', sessionScope(token)), enabled: role !== null });
}
