import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOfficeInternshipFields, TOfficeInternshipSheet } from '@portal/contracts/office/internships.schemas';
import { Status } from '@portal/contracts/status-names';
import { officeApi } from '../../../../office/office-api';
import { internshipQuery } from './get-internship';

export interface TSaveInternship {
  /** Null creates one. */
  id: number | null;
  datos: TOfficeInternshipFields;
  idCandidatura?: number;
  idSolicitud?: number;
  confirmarAvisos?: boolean;
}

/**
 * POST /api/Gestion/practicas (create) or /{id}/editar; the answer is the sheet. Answer 201 (the
 * warnings to confirm) is the form's to show, not a popup; a blocking rule's code is the popup.
 */
export function useSaveInternship() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: TSaveInternship) =>
      (
        await officeApi.post<TOfficeInternshipSheet>(
          id === null ? '/api/Gestion/practicas' : `/api/Gestion/practicas/${id}/editar`,
          id === null ? body : { datos: body.datos, confirmarAvisos: body.confirmarAvisos },
          { handle: [Status.InternshipWarningsToConfirm] },
        )
      ).datos,
    onSuccess: (sheet) => {
      client.setQueryData(internshipQuery(sheet.idPractica).queryKey, sheet);
      void client.invalidateQueries({ queryKey: ['office'] });
    },
  });
}
