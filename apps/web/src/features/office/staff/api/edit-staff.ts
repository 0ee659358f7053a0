import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStaffEditBody, TStaffItem } from '@portal/contracts/office/staff.schemas';
import { officeApi } from '../../../../office/office-api';

/** POST /api/Gestion/personal/{id}/editar: a member's kind and campus scope. */
export async function editStaff(input: { idUsuario: number; body: TStaffEditBody }): Promise<TStaffItem> {
  return (await officeApi.post<TStaffItem>(`/api/Gestion/personal/${input.idUsuario}/editar`, input.body)).datos;
}

export function useEditStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['office', 'staff'] }),
  });
}
