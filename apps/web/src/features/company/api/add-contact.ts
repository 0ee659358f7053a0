import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyContact, TNewContactBody } from '@portal/contracts/company/company-contacts.schemas';
import { api } from '../../../lib/api-client';
import { CONTACTS_KEY } from './company-keys';

/** POST /api/Empresa/addContactoEmpresa: notice 538; without a password a set-password link is mailed. */
export async function addContact(body: TNewContactBody): Promise<TCompanyContact> {
  const { datos } = await api.post<TCompanyContact>('/api/Empresa/addContactoEmpresa', body);
  return datos;
}

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}
