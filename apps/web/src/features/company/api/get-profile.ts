import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyContact } from '@portal/contracts/company/company-contacts.schemas';
import { api } from '../../../lib/api-client';
import { PROFILE_KEY } from './company-keys';

/** GET /api/Empresa/editaUsuario: my own contact data (/mi-perfil). */
export async function getProfile(signal?: AbortSignal): Promise<TCompanyContact> {
  const { datos } = await api.get<TCompanyContact>('/api/Empresa/editaUsuario', { signal });
  return datos;
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
