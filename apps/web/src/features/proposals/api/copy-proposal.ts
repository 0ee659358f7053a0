import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProposalKind } from '@portal/contracts/proposals/offer-form.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';

export interface TProposalCopy {
  idOferta: number;
  urlAcceso: string;
  tipo: TProposalKind;
}

/**
 * POST /api/Empresa/copiarOferta { urlOferta } (or copiarOfertaPerfilContrario: job <-> placement).
 * The copy is a draft; SPEC §4: the user is then offered to edit it.
 */
export async function copyProposal(urlOferta: string, oppositeProfile: boolean): Promise<TProposalCopy> {
  const call = oppositeProfile ? 'copiarOfertaPerfilContrario' : 'copiarOferta';
  const { datos } = await api.post<TProposalCopy>(`/api/Empresa/${call}`, { urlOferta });
  return datos;
}

export function useCopyProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ urlOferta, oppositeProfile }: { urlOferta: string; oppositeProfile: boolean }) =>
      copyProposal(urlOferta, oppositeProfile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_OFFERS_KEY }),
  });
}
