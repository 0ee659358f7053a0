import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface TSurveyAnonymousLogin {
  token: string;
  idEncuesta: number;
}

/** POST /api/Encuestas/logaAnonimo/{id} (37 when the survey has no anonymous option): a token for this survey only. */
export async function surveyAnonymousLogin(id: string): Promise<TSurveyAnonymousLogin> {
  const { datos } = await api.post<TSurveyAnonymousLogin>(`/api/Encuestas/logaAnonimo/${encodeURIComponent(id)}`);
  return datos;
}

export function useSurveyAnonymousLogin() {
  return useMutation({ mutationFn: surveyAnonymousLogin });
}
