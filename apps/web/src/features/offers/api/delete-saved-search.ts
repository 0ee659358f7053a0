import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSavedSearches, type TSavedSearch } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { SAVED_SEARCHES_KEY } from './offer-keys';

/** POST eliminaBusqueda { id }: answers the saved list. */
export async function deleteSavedSearch(id: number): Promise<TSavedSearch[]> {
  const { datos } = await api.post('/api/Alumno/eliminaBusqueda', { id }, { quietAviso: true, schema: ZSavedSearches });
  return datos.busquedas;
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
