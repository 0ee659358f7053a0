import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStudentSheet } from '@portal/contracts/office/students.schemas';
import { officeApi } from '../../../../office/office-api';
import { studentQuery } from './get-student';

export type TStudentAction = 'bloquear' | 'desbloquear' | 'enviarEnlace';

/** POST /api/Gestion/alumnos/{id}/bloquear|desbloquear|enviarEnlace; the answer is the new sheet. */
export function useChangeStudent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: TStudentAction) =>
      (await officeApi.post<TStudentSheet>(`/api/Gestion/alumnos/${id}/${action}`)).datos,
    onSuccess: (sheet) => {
      client.setQueryData(studentQuery(id).queryKey, sheet);
      void client.invalidateQueries({ queryKey: ['office', 'students'] });
    },
  });
}
