import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationCard } from '@portal/contracts/applications/applications.schemas';
import { api } from '../../../lib/api-client';
import { APPLICATIONS_KEY } from './application-keys';
import { useSessionScope } from '../../../lib/session';

export type TApplicationType = 'practicas' | 'empleo';
const PATH: Record<TApplicationType, string> = {
  practicas: '/api/Alumno/dameCandidaturasPracticasUsuario',
  empleo: '/api/Alumno/dameCandidaturasEmpleoUsuario',
};

/** GET dameCandidaturas{Practicas|Empleo}Usuario (SPEC §7). */
export async function getApplications(type: TApplicationType, signal?: AbortSignal): Promise<TApplicationCard[]> {
  const { datos } = await api.get<TApplicationCard[]>(PATH[type], { signal });
  return Array.isArray(datos) ? datos : [];
}

export function applicationsQueryOptions(type: TApplicationType, session: string) {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'list', type, session],
    queryFn: ({ signal }) => getApplications(type, signal),
  });
}

export function useApplications(type: TApplicationType, enabled = true) {
  return useQuery({ ...applicationsQueryOptions(type, useSessionScope()), enabled });
}
