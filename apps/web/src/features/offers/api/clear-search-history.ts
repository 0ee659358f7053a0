import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SEARCH_HISTORY_KEY } from './offer-keys';

/** POST eliminaHistorialBusquedas. */
export async function clearSearchHistory(): Promise<void> {
  await api.post('/api/Alumno/eliminaHistorialBusquedas', {}, { quietAviso: true });
}

export function useClearSearchHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSearchHistory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SEARCH_HISTORY_KEY }),
  });
}
