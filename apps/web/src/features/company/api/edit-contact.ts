import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyContact, TEditContactBody } from '@portal/contracts/company/company-contacts.schemas';
import { api } from '../../../lib/api-client';
import { CONTACTS_KEY, PROFILE_KEY } from './company-keys';

/** POST /api/Empresa/editaContactoEmpresa: one contact of my company; notice 532. */
export async function editContact(body: TEditContactBody): Promise<TCompanyContact> {
  const { datos } = await api.post<TCompanyContact>('/api/Empresa/editaContactoEmpresa', body);
  return datos;
}

export function useEditContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editContact,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
      ]),
  });
}
