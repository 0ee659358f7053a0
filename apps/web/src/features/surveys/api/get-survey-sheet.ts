import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveySheet } from '@portal/contracts/surveys/surveys.schemas';
import { api } from '../../../lib/api-client';
import { getToken, sessionScope } from '../../../lib/session';
import { surveyBearerHeaders } from '../utils/survey-token';
import { SURVEYS_KEY } from './survey-keys';

export interface TSurveySheetVariables {
  id: string;
  idPractica: number | null;
  bearer: string | null;
}

/** GET /api/Encuestas/{id}[?idPractica=]: the questions with my saved progress (SPEC §4: restored). */
export async function getSurveySheet(
  { id, idPractica, bearer }: TSurveySheetVariables,
  signal?: AbortSignal,
): Promise<TSurveySheet> {
  const query = idPractica ? `?idPractica=${idPractica}` : '';
  const { datos } = await api.get<TSurveySheet>(`/api/Encuestas/${encodeURIComponent(id)}${query}`, {
    signal,
    headers: surveyBearerHeaders(bearer),
  });
  return datos;
}

export function surveySheetQueryOptions(vars: TSurveySheetVariables) {
  return queryOptions({
    queryKey: [...SURVEYS_KEY, 'sheet', vars.id, vars.idPractica, sessionScope(vars.bearer ?? getToken())],
    queryFn: ({ signal }) => getSurveySheet(vars, signal),
    // The saved progress is read when the survey opens, never from an older visit.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSurveySheet(vars: TSurveySheetVariables, enabled = true) {
  return useQuery({ ...surveySheetQueryOptions(vars), enabled });
}
