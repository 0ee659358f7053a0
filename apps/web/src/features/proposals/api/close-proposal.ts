import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProposalCard } from '@portal/contracts/proposals/proposals.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';

export interface TCloseProposal {
  idOferta: number;
  /** SPEC §4: was a candidate proposed by a university office chosen? */
  candidatoUniversidadElegido: boolean;
}

/** POST /api/Empresa/cerrarOferta (notice 511). */
export async function closeProposal(body: TCloseProposal): Promise<TProposalCard> {
  const { datos } = await api.post<TProposalCard>('/api/Empresa/cerrarOferta', body);
  return datos;
}

export function useCloseProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_OFFERS_KEY }),
  });
}
