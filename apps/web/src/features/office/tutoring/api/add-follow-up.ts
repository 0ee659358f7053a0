import type { TTutoringSheet } from '@portal/contracts/office/tutoring.schemas';
import { officeApi } from '../../../../office/office-api';
import { useSheetMutation } from './use-sheet-mutation';

/** POST /api/Gestion/tutorias/{id}/seguimiento {texto}. */
export function useAddFollowUp(id: number) {
  return useSheetMutation(
    id,
    async (texto: string) =>
      (await officeApi.post<TTutoringSheet>(`/api/Gestion/tutorias/${id}/seguimiento`, { texto })).datos,
  );
}
