import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyContact } from '@portal/contracts/company/company-contacts.schemas';
import { api } from '../../../lib/api-client';
import { CONTACTS_KEY } from './company-keys';

export type TContactRole = 'tutor' | 'contact';

const PATHS: Record<TContactRole, string> = {
  tutor: '/api/Empresa/addContactoEmpresa_tutorPracticas_PorEmail',
  contact: '/api/Empresa/addContactoEmpresa_contacto_PorEmail',
};

/** An active company user of the portal becomes my placement tutor (97) or responsible contact (96); 524 otherwise. */
export async function addContactByEmail({
  role,
  email,
}: {
  role: TContactRole;
  email: string;
}): Promise<TCompanyContact[]> {
  const { datos } = await api.post<TCompanyContact[]>(PATHS[role], { email });
  return datos;
}

export function useAddContactByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContactByEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
  });
}
