import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSurveyAnswer } from '@portal/contracts/surveys/surveys.schemas';
import { api } from '../../../lib/api-client';
import { surveyBearerHeaders } from '../utils/survey-token';
import { SURVEYS_KEY } from './survey-keys';

/** SPEC §8 40: unanswered mandatory questions; the runner marks them itself. */
export const UNANSWERED_QUESTIONS_CODE = 40;

export interface TSubmitSurveyVariables {
  id: string;
  answers: TSurveyAnswer[];
  idPractica: number | null;
  bearer: string | null;
}

/** POST /api/Encuestas/guardaContestacionEncuesta/{id} { lContestaciones }: finishes the survey. */
export async function submitSurvey({ id, answers, idPractica, bearer }: TSubmitSurveyVariables): Promise<void> {
  await api.post(
    `/api/Encuestas/guardaContestacionEncuesta/${encodeURIComponent(id)}`,
    { lContestaciones: answers, ...(idPractica ? { idPractica } : {}) },
    { headers: surveyBearerHeaders(bearer), handle: [UNANSWERED_QUESTIONS_CODE] },
  );
}

/** The queries a finished survey changes: my lists and the mandatory-surveys gate. */
const CHANGED_BY_FINISHING = new Set<unknown>(['mine', 'mandatory-pending']);

/**
 * A finished survey leaves my lists and, when mandatory, stops blocking me (SPEC §4). Its own
 * sheet and access check are not asked again: they would now answer 36 (already answered), and
 * the popup would cover the thanks.
 */
export function useSubmitSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSurvey,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: SURVEYS_KEY,
        predicate: (q) => CHANGED_BY_FINISHING.has(q.queryKey[1]),
      }),
  });
}
