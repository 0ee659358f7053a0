import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStaffInviteBody, TStaffItem } from '@portal/contracts/office/staff.schemas';
import { officeApi } from '../../../../office/office-api';

/** POST /api/Gestion/personal/invitar: the account and its set-password mail. */
export async function inviteStaff(body: TStaffInviteBody): Promise<TStaffItem> {
  return (await officeApi.post<TStaffItem>('/api/Gestion/personal/invitar', body)).datos;
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['office', 'staff'] }),
  });
}
