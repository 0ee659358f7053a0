import type { TTutoringSheet } from '@portal/contracts/office/tutoring.schemas';
import { officeApi } from '../../../../office/office-api';
import { useSheetMutation } from './use-sheet-mutation';

/** POST /api/Gestion/tutorias/{id}/plan/validar | plan/devolver {comentario}. */
export function useReviewPlan(id: number) {
  return useSheetMutation(
    id,
    async (vars: { decision: 'validar' } | { decision: 'devolver'; comentario: string }) =>
      (
        await officeApi.post<TTutoringSheet>(
          `/api/Gestion/tutorias/${id}/plan/${vars.decision}`,
          vars.decision === 'devolver' ? { comentario: vars.comentario } : {},
        )
      ).datos,
  );
}
