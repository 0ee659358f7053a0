import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOfferForm, TOfferSaved } from '@portal/contracts/proposals/offer-form.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';

/**
 * POST /api/Empresa/addOferta: creates (notice 506 for contract type 5, with the fees and the
 * practice-conditions link; 606 otherwise) or edits with idOferta (512). Failures show their
 * catalogue popup (SPEC §7; 535 sends to the company profile for the IBAN).
 */
export async function saveOffer(form: TOfferForm): Promise<TOfferSaved> {
  const { datos } = await api.post<TOfferSaved>('/api/Empresa/addOferta', form);
  return datos;
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_OFFERS_KEY }),
  });
}
