import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSavedSearches, type TAlertFrequency, type TSavedSearch } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';
import { SAVED_SEARCHES_KEY } from './offer-keys';

/** POST guardaAlertaBusqueda { id, frecuencia } (issue #16 part 3): answers the saved list. */
export async function setSearchAlert(input: { id: number; frecuencia: TAlertFrequency }): Promise<TSavedSearch[]> {
  const { datos } = await api.post('/api/Alumno/guardaAlertaBusqueda', input, {
    quietAviso: true,
    schema: ZSavedSearches,
  });
  return datos.busquedas;
}

export function useSetSearchAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSearchAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
