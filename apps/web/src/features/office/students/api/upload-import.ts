import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStudentImport, TStudentImportBody } from '@portal/contracts/office/students.schemas';
import { officeApi } from '../../../../office/office-api';

/** POST /api/Gestion/alumnos/importaciones: uploads the CSV and answers its dry run. */
export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TStudentImportBody) =>
      (await officeApi.post<TStudentImport>('/api/Gestion/alumnos/importaciones', body)).datos,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['office', 'student-imports'] }),
  });
}
