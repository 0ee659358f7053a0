import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOfferForm } from '@portal/contracts/proposals/offer-form.schemas';
import { api } from '../../../lib/api-client';
import { PROPOSALS_KEY } from './proposals-keys';

export interface TPreselectedSaved {
  idOferta: number;
  urlAcceso: string;
}

/**
 * POST /api/Empresa/addPropuestaCandidatoPreseleccionado: the internship form plus the candidate's
 * DNI (notice 528 on creation, 512 on update; 527 with datos.campos while the form is incomplete).
 */
export async function savePreselectedProposal(body: TOfferForm & { dni: string }): Promise<TPreselectedSaved> {
  const { datos } = await api.post<TPreselectedSaved>('/api/Empresa/addPropuestaCandidatoPreseleccionado', body);
  return datos;
}

export function useSavePreselectedProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreselectedProposal,
    // Both the preselected list and the company's offer lists show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROPOSALS_KEY }),
  });
}
