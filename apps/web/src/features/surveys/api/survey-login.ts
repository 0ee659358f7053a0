import { useMutation } from '@tanstack/react-query';
import type { TLoginBody, TLoginResult } from '@portal/contracts/auth/auth.schemas';
import { api } from '../../../lib/api-client';

/** SPEC §7 Login: 3, 107 and 90 show the server's message; the caller raises them. */
export const SURVEY_LOGIN_SERVER_MESSAGE_CODES = [3, 107, 90] as const;

export interface TSurveyLoginVariables {
  id: string;
  body: TLoginBody;
}

/** POST /api/Encuestas/logaUsuario/{id}: the portal sign-in, then the survey's checks (36/38/39). */
export async function surveyLogin({ id, body }: TSurveyLoginVariables): Promise<TLoginResult> {
  const { datos } = await api.post<TLoginResult>(`/api/Encuestas/logaUsuario/${encodeURIComponent(id)}`, body, {
    handle: SURVEY_LOGIN_SERVER_MESSAGE_CODES,
  });
  return datos;
}

export function useSurveyLogin() {
  return useMutation({ mutationFn: surveyLogin });
}
