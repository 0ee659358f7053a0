import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStudentImport, TStudentImportBody } from '@portal/contracts/office/students.schemas';
import { officeApi } from '../../../../office/office-api';
import { useUploadProgress } from '../../../../ui/upload/use-upload-progress';

/** POST /api/Gestion/alumnos/importaciones: uploads the CSV and answers its dry run. */
async function uploadImport(
  body: TStudentImportBody,
  onUploadProgress?: (fraction: number) => void,
): Promise<TStudentImport> {
  return (await officeApi.post<TStudentImport>('/api/Gestion/alumnos/importaciones', body, { onUploadProgress })).datos;
}

/** The mutation, plus the real progress of its upload for the widget's bar (#16 part 5). */
export function useUploadImport() {
  const client = useQueryClient();
  const { progress, track } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (body: TStudentImportBody) => track((onUploadProgress) => uploadImport(body, onUploadProgress)),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['office', 'student-imports'] }),
  });
  return { ...mutation, progress };
}
