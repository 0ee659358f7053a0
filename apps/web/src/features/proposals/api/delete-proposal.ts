import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';

/**
 * POST /api/Empresa/deleteOferta { urlOferta } (notice 516). The notice is returned, not shown:
 * the page shows it once it has left the deleted offer's address.
 */
export async function deleteProposal(urlOferta: string): Promise<number | string | undefined> {
  const { aviso } = await api.post<{ idOferta: number }>(
    '/api/Empresa/deleteOferta',
    { urlOferta },
    { quietAviso: true },
  );
  return aviso;
}

export function useDeleteProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProposal,
    // Not refetched while on screen: the deleted offer's own page would answer 4 before it is left.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_OFFERS_KEY, refetchType: 'inactive' }),
  });
}
