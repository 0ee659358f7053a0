import type { TEvaluationBody, TTutoringSheet } from '@portal/contracts/office/tutoring.schemas';
import { officeApi } from '../../../../office/office-api';
import { useSheetMutation } from './use-sheet-mutation';

/** POST /api/Gestion/tutorias/{id}/evaluacion: the academic tutor's final evaluation. */
export function useSubmitEvaluation(id: number) {
  return useSheetMutation(
    id,
    async (body: TEvaluationBody) =>
      (await officeApi.post<TTutoringSheet>(`/api/Gestion/tutorias/${id}/evaluacion`, body)).datos,
  );
}
