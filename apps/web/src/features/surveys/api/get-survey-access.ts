import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveyAccess } from '@portal/contracts/surveys/surveys.schemas';
import { api } from '../../../lib/api-client';
import { getToken, sessionScope } from '../../../lib/session';
import { surveyBearerHeaders } from '../utils/survey-token';
import { SURVEYS_KEY } from './survey-keys';

export interface TSurveyAccessVariables {
  /** The survey's id or urlAcceso. */
  id: string;
  /** The access link's query string (idPractica, token). */
  querystringValue: string;
  /** A survey bearer (anonymous token) to use instead of the session token. */
  bearer: string | null;
}

/**
 * POST /api/Encuestas/accesoEncuesta/{id} (SPEC §4 Survey flow, first step): the access data,
 * and with a bearer whether I may answer (35/36/38/39 are shown by the client's popup).
 */
export async function getSurveyAccess(
  { id, querystringValue, bearer }: TSurveyAccessVariables,
  signal?: AbortSignal,
): Promise<TSurveyAccess> {
  const { datos } = await api.post<TSurveyAccess>(
    `/api/Encuestas/accesoEncuesta/${encodeURIComponent(id)}`,
    { querystringValue },
    { signal, headers: surveyBearerHeaders(bearer) },
  );
  return datos;
}

export function surveyAccessQueryOptions(vars: TSurveyAccessVariables) {
  return queryOptions({
    queryKey: [...SURVEYS_KEY, 'access', vars.id, vars.querystringValue, sessionScope(vars.bearer ?? getToken())],
    queryFn: ({ signal }) => getSurveyAccess(vars, signal),
    // Who may answer changes with every sign-in and answer: always ask again.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSurveyAccess(vars: TSurveyAccessVariables) {
  return useQuery(surveyAccessQueryOptions(vars));
}
