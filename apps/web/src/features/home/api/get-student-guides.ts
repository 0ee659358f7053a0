import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGuide } from '@portal/contracts/guides/guides.schemas';
import { HOME_MAX_GUIDES } from '@portal/contracts/limits';
import { api } from '../../../lib/api-client';
import { STUDENT_HOME_KEY } from './student-home-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Alumno/dameGuiaOrientacion?limite=4 (SPEC §2: at most 4 guides). */
export async function getStudentGuides(signal?: AbortSignal): Promise<TGuide[]> {
  const { datos } = await api.get<TGuide[] | null>(`/api/Alumno/dameGuiaOrientacion?limite=${HOME_MAX_GUIDES}`, {
    signal,
    silent: true,
  });
  return (Array.isArray(datos) ? datos : []).slice(0, HOME_MAX_GUIDES);
}

export function studentGuidesQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...STUDENT_HOME_KEY, 'guides', session],
    queryFn: ({ signal }) => getStudentGuides(signal),
  });
}

export function useStudentGuides(enabled: boolean) {
  return useQuery({ ...studentGuidesQueryOptions(useSessionScope()), enabled });
}
