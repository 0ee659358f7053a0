import { useMutation } from '@tanstack/react-query';
import type { TContentUpload, TContentUploadKind } from '@portal/contracts/office/content.schemas';
import { officeApi } from '../../../../office/office-api';

/** POST /api/Gestion/contenidos/ficheros: a guide's file or a picture, stored before it is acknowledged. */
export function useUploadContentFile() {
  return useMutation({
    mutationFn: async (body: { tipo: TContentUploadKind; nombre: string; ficheroB64: string }) =>
      (await officeApi.post<TContentUpload>('/api/Gestion/contenidos/ficheros', body)).datos,
  });
}
