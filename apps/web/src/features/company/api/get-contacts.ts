import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyContact } from '@portal/contracts/company/company-contacts.schemas';
import { api } from '../../../lib/api-client';
import { CONTACTS_KEY } from './company-keys';

/** GET /api/Empresa/dameDatosContactoEmpresa: my company's contacts, the main one first. */
export async function getContacts(signal?: AbortSignal): Promise<TCompanyContact[]> {
  const { datos } = await api.get<TCompanyContact[]>('/api/Empresa/dameDatosContactoEmpresa', { signal });
  return Array.isArray(datos) ? datos : [];
}

export function contactsQueryOptions() {
  return queryOptions({ queryKey: CONTACTS_KEY, queryFn: ({ signal }) => getContacts(signal) });
}

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
