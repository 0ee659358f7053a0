import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyContact } from '@portal/contracts/company/company-contacts.schemas';
import { api } from '../../../lib/api-client';
import { sessionScope, useSessionScope } from '../../../lib/session';
import { CONTACTS_KEY } from './company-keys';

/** GET /api/Empresa/dameDatosContactoEmpresa: my company's contacts, the main one first. */
export async function getContacts(signal?: AbortSignal): Promise<TCompanyContact[]> {
  const { datos } = await api.get<TCompanyContact[]>('/api/Empresa/dameDatosContactoEmpresa', { signal });
  return Array.isArray(datos) ? datos : [];
}

/** Keyed by the session: personal data never outlives its user on the tab (issue #12 item 5). */
export function contactsQueryOptions(session: string = sessionScope()) {
  return queryOptions({ queryKey: [...CONTACTS_KEY, session], queryFn: ({ signal }) => getContacts(signal) });
}

export function useContacts() {
  return useQuery(contactsQueryOptions(useSessionScope()));
}
