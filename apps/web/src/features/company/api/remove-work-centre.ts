import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWorkCentre } from '@portal/contracts/company/company.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DATA_KEY } from './company-keys';

/** POST /api/Empresa/eliminaCentroDeTrabajo { idCentro }: notice 532. */
export async function removeWorkCentre(idCentro: number): Promise<TWorkCentre[]> {
  const { datos } = await api.post<TWorkCentre[]>('/api/Empresa/eliminaCentroDeTrabajo', { idCentro });
  return datos;
}

export function useRemoveWorkCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWorkCentre,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_DATA_KEY }),
  });
}
