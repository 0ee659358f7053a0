import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWorkCentre, TWorkCentreBody } from '@portal/contracts/company/company.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DATA_KEY } from './company-keys';

/** POST /api/Empresa/editaCentroDeTrabajo: adds a centre, or edits one by idCentro; notice 98. */
export async function saveWorkCentre(body: TWorkCentreBody): Promise<TWorkCentre[]> {
  const { datos } = await api.post<TWorkCentre[]>('/api/Empresa/editaCentroDeTrabajo', body);
  return datos;
}

export function useSaveWorkCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkCentre,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_DATA_KEY }),
  });
}
