import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgreement, TSignedAgreementUploadBody } from '@portal/contracts/agreements/agreements.schemas';
import { api } from '../../../lib/api-client';
import { showBrandNotice } from '../../../lib/brand-notice';
import { AGREEMENTS_KEY } from './agreements-keys';

/** POST /api/Empresa/adjuntaFicheroAlConvenioEmpresa (PDF only): notice 513 or the brand's mensajeconveniosubido. */
export async function uploadSignedAgreement(body: TSignedAgreementUploadBody): Promise<TAgreement> {
  const result = await api.post<TAgreement>('/api/Empresa/adjuntaFicheroAlConvenioEmpresa', body, { quietAviso: true });
  showBrandNotice(result);
  return result.datos;
}

export function useUploadSignedAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSignedAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGREEMENTS_KEY }),
  });
}
