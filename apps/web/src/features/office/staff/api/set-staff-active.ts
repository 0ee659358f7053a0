import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStaffItem } from '@portal/contracts/office/staff.schemas';
import { officeApi } from '../../../../office/office-api';

/** POST /api/Gestion/personal/{id}/desactivar | reactivar. */
export async function setStaffActive(input: { idUsuario: number; activo: boolean }): Promise<TStaffItem> {
  const verb = input.activo ? 'reactivar' : 'desactivar';
  return (await officeApi.post<TStaffItem>(`/api/Gestion/personal/${input.idUsuario}/${verb}`)).datos;
}

export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['office', 'staff'] }),
  });
}
