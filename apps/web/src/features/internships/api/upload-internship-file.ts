import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INTERNSHIPS_KEY } from './internship-keys';

export interface TInternshipUpload {
  idPractica: number;
  ficheroB64ParaAltas: string;
  extension_adjunto: string;
  nombre: string;
  descripcion?: string;
}

/** POST addFicheroPractica (SPEC §3 Uploaded document: base64 plus extension; notice 513; 46 for disguised content). */
export async function uploadInternshipFile(input: TInternshipUpload): Promise<{ id: number; nombre: string }> {
  const { datos } = await api.post<{ id: number; nombre: string }>('/api/Alumno/addFicheroPractica', input, {
    quietAviso: true,
  });
  return datos;
}

export function useUploadInternshipFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInternshipFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERNSHIPS_KEY }),
  });
}
