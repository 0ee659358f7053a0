import { useMutation } from '@tanstack/react-query';
import type { TSurveyAnswer } from '@portal/contracts/surveys/surveys.schemas';
import { api } from '../../../lib/api-client';
import { surveyBearerHeaders } from '../utils/survey-token';

export interface TSaveSurveyProgressVariables {
  id: string;
  answers: TSurveyAnswer[];
  idPractica: number | null;
  bearer: string | null;
}

/** POST /api/Encuestas/guardaProgresoEncuesta/{id} { lContestacionesJSON }: notice 539, shown by the client. */
export async function saveSurveyProgress({
  id,
  answers,
  idPractica,
  bearer,
}: TSaveSurveyProgressVariables): Promise<void> {
  await api.post(
    `/api/Encuestas/guardaProgresoEncuesta/${encodeURIComponent(id)}`,
    { lContestacionesJSON: JSON.stringify(answers), ...(idPractica ? { idPractica } : {}) },
    { headers: surveyBearerHeaders(bearer) },
  );
}

/** Saved progress only changes what the sheet restores, which is read afresh on every visit. */
export function useSaveSurveyProgress() {
  return useMutation({ mutationFn: saveSurveyProgress });
}
