import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COMPANY_OFFERS_KEY } from './proposals-keys';
import { useSessionScope } from '../../../lib/session';

/** What the offer form takes from a contact of type 'tutor de prácticas' to fill the company tutor. */
export interface TTutorContact {
  idContacto: number;
  nombre: string;
  apellidos: string | null;
  email: string | null;
  telefono1: string | null;
  puesto: string | null;
  departamento: string | null;
  nif?: string | null;
}

/** GET /api/Empresa/dameContactosTipoTutorPracticas. Silent: the tutor can always be typed in. */
export async function getTutorContacts(signal?: AbortSignal): Promise<TTutorContact[]> {
  const { datos } = await api.get<TTutorContact[] | null>('/api/Empresa/dameContactosTipoTutorPracticas', {
    silent: true,
    signal,
  });
  return Array.isArray(datos) ? datos : [];
}

export function tutorContactsQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...COMPANY_OFFERS_KEY, 'tutors', session],
    queryFn: ({ signal }) => getTutorContacts(signal),
    staleTime: 5 * 60_000,
  });
}

export function useTutorContacts(enabled: boolean) {
  return useQuery({ ...tutorContactsQueryOptions(useSessionScope()), enabled });
}
