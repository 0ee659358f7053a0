import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOfficeOfferEdit, TOfficeOfferSheet } from '@portal/contracts/office/offers.schemas';
import { officeApi } from '../../../../office/office-api';

/** POST /api/Gestion/ofertas/{id}/editar: the fields that changed; the API records them and tells the company. */
export async function editOfficeOffer(input: { id: number; changes: TOfficeOfferEdit }): Promise<TOfficeOfferSheet> {
  return (await officeApi.post<TOfficeOfferSheet>(`/api/Gestion/ofertas/${input.id}/editar`, input.changes)).datos;
}

export function useEditOfficeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOfficeOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['office', 'offers'] }),
  });
}
