import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSavedSearches,
  type TOfferFilters,
  type TOfferKind,
  type TSavedSearch,
} from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { SAVED_SEARCHES_KEY } from './offer-keys';

export interface TSaveSearchInput {
  nombre: string;
  tipo: TOfferKind;
  filtros: TOfferFilters;
}

/** POST guardaBusqueda { nombre, tipo, filtros }: answers the saved list. */
export async function saveSearch(input: TSaveSearchInput): Promise<TSavedSearch[]> {
  const { datos } = await api.post('/api/Alumno/guardaBusqueda', input, { quietAviso: true, schema: ZSavedSearches });
  return datos.busquedas;
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
