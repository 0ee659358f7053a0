import { useMutation, useQuery } from '@tanstack/react-query';
import type { TSurveyAnswer, TSurveySheet } from '@portal/contracts/surveys/surveys.schemas';
import { officeApi } from '../../../office/office-api';
import { UNANSWERED_QUESTIONS_CODE } from './submit-survey';

/**
 * The office's preview of a survey (issue #15): GET /api/Gestion/encuestas/{id}/vista-previa gives
 * the runner's sheet whatever the survey's state; POST checks the final answers as the runner's
 * submit does and stores nothing. Both with the console's session.
 */
async function getSurveyPreview(id: string): Promise<TSurveySheet> {
  return (await officeApi.get<TSurveySheet>(`/api/Gestion/encuestas/${encodeURIComponent(id)}/vista-previa`)).datos;
}

export function useSurveyPreview(id: string) {
  return useQuery({ queryKey: ['office', 'surveys', 'preview', id], queryFn: () => getSurveyPreview(id), gcTime: 0 });
}

async function checkPreviewAnswers({ id, answers }: { id: string; answers: TSurveyAnswer[] }): Promise<void> {
  await officeApi.post(
    `/api/Gestion/encuestas/${encodeURIComponent(id)}/vista-previa`,
    { lContestaciones: answers },
    { handle: [UNANSWERED_QUESTIONS_CODE] },
  );
}

export function useCheckPreviewAnswers() {
  return useMutation({ mutationFn: checkPreviewAnswers });
}
