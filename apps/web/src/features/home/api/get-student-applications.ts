import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationCard } from '@portal/contracts/applications/applications.schemas';
import { HOME_MAX_APPLICATIONS } from '@portal/contracts/limits';
import { api } from '../../../lib/api-client';
import { STUDENT_HOME_KEY } from './student-home-keys';
import { useSessionScope } from '../../../lib/session';

const dmy = (d: string | null) => (d ? d.split('/').reverse().join('') : '');

/** Both application lists (SPEC §7), newest enrolment first, cut to the home's 4 (SPEC §9). */
export async function getStudentApplications(signal?: AbortSignal): Promise<TApplicationCard[]> {
  const [practicas, empleo] = await Promise.all(
    ['/api/Alumno/dameCandidaturasPracticasUsuario', '/api/Alumno/dameCandidaturasEmpleoUsuario'].map((path) =>
      api.get<TApplicationCard[]>(path, { signal, silent: true }).then((r) => (Array.isArray(r.datos) ? r.datos : [])),
    ),
  );
  return [...(practicas ?? []), ...(empleo ?? [])]
    .sort((a, b) => (dmy(a.fecha) < dmy(b.fecha) ? 1 : -1))
    .slice(0, HOME_MAX_APPLICATIONS);
}

export function studentApplicationsQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...STUDENT_HOME_KEY, 'applications', session],
    queryFn: ({ signal }) => getStudentApplications(signal),
  });
}

export function useStudentApplications() {
  return useQuery(studentApplicationsQueryOptions(useSessionScope()));
}
