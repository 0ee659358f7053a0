import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_KEY } from './company-keys';

/** POST /api/Empresa/editRecibirInformacionUniversidad { recibir }: notice 532. */
export async function setReceiveInfo(recibir: boolean): Promise<boolean> {
  const { datos } = await api.post<{ recibirInformacion: boolean }>('/api/Empresa/editRecibirInformacionUniversidad', {
    recibir,
  });
  return datos.recibirInformacion;
}

export function useSetReceiveInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReceiveInfo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}
