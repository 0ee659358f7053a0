import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyContact, TEditOwnContactBody } from '@portal/contracts/company/company-contacts.schemas';
import { api } from '../../../lib/api-client';
import { CONTACTS_KEY, PROFILE_KEY } from './company-keys';

/** POST /api/Empresa/editaUsuario: my own contact data; notice 532. */
export async function editProfile(body: TEditOwnContactBody): Promise<TCompanyContact> {
  const { datos } = await api.post<TCompanyContact>('/api/Empresa/editaUsuario', body);
  return datos;
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: (datos) => {
      queryClient.setQueriesData({ queryKey: PROFILE_KEY }, datos);
      return queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
    },
  });
}
