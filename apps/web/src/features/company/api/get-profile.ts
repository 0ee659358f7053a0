import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyContact } from '@portal/contracts/company/company-contacts.schemas';
import { api } from '../../../lib/api-client';
import { sessionScope, useSessionScope } from '../../../lib/session';
import { PROFILE_KEY } from './company-keys';

/** GET /api/Empresa/editaUsuario: my own contact data (/mi-perfil). */
export async function getProfile(signal?: AbortSignal): Promise<TCompanyContact> {
  const { datos } = await api.get<TCompanyContact>('/api/Empresa/editaUsuario', { signal });
  return datos;
}

/** Keyed by the session: personal data never outlives its user on the tab (issue #12 item 5). */
export function profileQueryOptions(session: string = sessionScope()) {
  return queryOptions({ queryKey: [...PROFILE_KEY, session], queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions(useSessionScope()));
}
