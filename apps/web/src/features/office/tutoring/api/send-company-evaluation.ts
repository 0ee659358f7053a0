import type { TTutoringSheet } from '@portal/contracts/office/tutoring.schemas';
import { officeApi } from '../../../../office/office-api';
import { useSheetMutation } from './use-sheet-mutation';

/** POST /api/Gestion/tutorias/{id}/evaluacion-empresa/enviar: mails the company tutor a new link. */
export function useSendCompanyEvaluation(id: number) {
  return useSheetMutation(
    id,
    async () =>
      (await officeApi.post<TTutoringSheet>(`/api/Gestion/tutorias/${id}/evaluacion-empresa/enviar`, {})).datos,
  );
}
