import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgreement, TSignedAgreementUploadBody } from '@portal/contracts/agreements/agreements.schemas';
import { api } from '../../../lib/api-client';
import { showBrandNotice } from '../../../lib/brand-notice';
import { AGREEMENTS_KEY } from './agreements-keys';
import { useUploadProgress } from '../../../ui/upload/use-upload-progress';

/** POST /api/Empresa/adjuntaFicheroAlConvenioEmpresa (PDF only): notice 513 or the brand's mensajeconveniosubido. */
export async function uploadSignedAgreement(
  body: TSignedAgreementUploadBody,
  onUploadProgress?: (fraction: number) => void,
): Promise<TAgreement> {
  const result = await api.post<TAgreement>('/api/Empresa/adjuntaFicheroAlConvenioEmpresa', body, {
    quietAviso: true,
    onUploadProgress,
  });
  showBrandNotice(result);
  return result.datos;
}

/** The mutation, plus the real progress of its upload for the widget's bar (#16 part 5). */
export function useUploadSignedAgreement() {
  const queryClient = useQueryClient();
  const { progress, track } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (body: TSignedAgreementUploadBody) =>
      track((onUploadProgress) => uploadSignedAgreement(body, onUploadProgress)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGREEMENTS_KEY }),
  });
  return { ...mutation, progress };
}
