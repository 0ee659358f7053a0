import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { APPLICATIONS_KEY } from './application-keys';

/** POST desinscribirse { urlOferta } (SPEC §4: not possible once processed; notice 501). */
export async function withdrawApplication(urlOferta: string): Promise<void> {
  await api.post('/api/Alumno/desinscribirse', { urlOferta });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['offers'] }),
      ]),
  });
}
