import { useMutation } from '@tanstack/react-query';
import type { TContentUpload, TContentUploadKind } from '@portal/contracts/office/content.schemas';
import { officeApi } from '../../../../office/office-api';
import { useUploadProgress } from '../../../../ui/upload/use-upload-progress';

type TContentFileBody = { tipo: TContentUploadKind; nombre: string; ficheroB64: string };

/** POST /api/Gestion/contenidos/ficheros: a guide's file or a picture, stored before it is acknowledged. */
async function uploadContentFile(
  body: TContentFileBody,
  onUploadProgress?: (fraction: number) => void,
): Promise<TContentUpload> {
  return (await officeApi.post<TContentUpload>('/api/Gestion/contenidos/ficheros', body, { onUploadProgress })).datos;
}

/** The mutation, plus the real progress of its upload for the widget's bar (#16 part 5). */
export function useUploadContentFile() {
  const { progress, track } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (body: TContentFileBody) => track((onUploadProgress) => uploadContentFile(body, onUploadProgress)),
  });
  return { ...mutation, progress };
}
