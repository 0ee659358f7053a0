import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSigner, TSignerBody } from '@portal/contracts/proposals/signer.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_HOME_KEY } from './home-keys';

/**
 * POST /api/Empresa/editaDatosFirmanteEmpresa. Its notice (532) is not shown: the dialog closing
 * says it, and the unsigned-agreement reminder may open right after.
 */
export async function saveSigner(body: TSignerBody): Promise<TSigner> {
  const { datos } = await api.post<TSigner>('/api/Empresa/editaDatosFirmanteEmpresa', body, { quietAviso: true });
  return datos;
}

export function useSaveSigner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSigner,
    onSuccess: (signer) => {
      queryClient.setQueriesData({ queryKey: [...COMPANY_HOME_KEY, 'signer'] }, signer);
      return queryClient.invalidateQueries({ queryKey: [...COMPANY_HOME_KEY, 'signer'] });
    },
  });
}
