import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStudentImport } from '@portal/contracts/office/students.schemas';
import { officeApi } from '../../../../office/office-api';

/** POST /api/Gestion/alumnos/importaciones/{id}/aplicar: applies the stored dry run; answers the report. */
export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enviarInvitacion }: { id: number; enviarInvitacion: boolean }) =>
      (
        await officeApi.post<TStudentImport>(`/api/Gestion/alumnos/importaciones/${id}/aplicar`, {
          enviarInvitacion,
        })
      ).datos,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['office', 'student-imports'] });
      void client.invalidateQueries({ queryKey: ['office', 'students'] });
    },
  });
}
