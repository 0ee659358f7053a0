import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INTERNSHIPS_KEY } from './internship-keys';
import { useUploadProgress } from '../../../ui/upload/use-upload-progress';

export interface TInternshipUpload {
  idPractica: number;
  ficheroB64ParaAltas: string;
  extension_adjunto: string;
  nombre: string;
  descripcion?: string;
}

/** POST addFicheroPractica (SPEC §3 Uploaded document: base64 plus extension; notice 513; 46 for disguised content). */
export async function uploadInternshipFile(
  input: TInternshipUpload,
  onUploadProgress?: (fraction: number) => void,
): Promise<{ id: number; nombre: string }> {
  const { datos } = await api.post<{ id: number; nombre: string }>('/api/Alumno/addFicheroPractica', input, {
    quietAviso: true,
    onUploadProgress,
  });
  return datos;
}

/** The mutation, plus the real progress of its upload for the widget's bar (#16 part 5). */
export function useUploadInternshipFile() {
  const queryClient = useQueryClient();
  const { progress, track } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (input: TInternshipUpload) =>
      track((onUploadProgress) => uploadInternshipFile(input, onUploadProgress)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERNSHIPS_KEY }),
  });
  return { ...mutation, progress };
}
