import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgreement, TAgreementRequestBody } from '@portal/contracts/agreements/agreements.schemas';
import { api } from '../../../lib/api-client';
import { showBrandNotice } from '../../../lib/brand-notice';
import { AGREEMENTS_KEY } from './agreements-keys';

/** POST /api/Empresa/addSolicitudConvenioEmpresa: notice 536 or the brand's mensajeconveniogenerado. */
export async function requestAgreement(body: TAgreementRequestBody): Promise<TAgreement> {
  const result = await api.post<TAgreement>('/api/Empresa/addSolicitudConvenioEmpresa', body, { quietAviso: true });
  showBrandNotice(result);
  return result.datos;
}

export function useRequestAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGREEMENTS_KEY }),
  });
}
