import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMandatorySurvey } from '@portal/contracts/surveys/surveys.schemas';
import { api } from '../api-client';
import { sessionScope } from '../session';

/**
 * Under the surveys' key (['surveys', ...]), so answering a survey refreshes it. Shared by the
 * shell's blocking popup and the home's documentation reminder (issue #16 part 9: one request).
 */
const PENDING_KEY = ['surveys', 'mandatory-pending'] as const;

/**
 * GET /api/Alumno/dameEncuestasObligatoriasPendientes (SPEC §3 Mandatory survey). Silent: the
 * blocking popup is the only thing it feeds; a failure must not raise a popup on every page.
 */
export async function getPendingMandatorySurveys(signal?: AbortSignal): Promise<TMandatorySurvey[]> {
  const { datos } = await api.get<TMandatorySurvey[] | null>('/api/Alumno/dameEncuestasObligatoriasPendientes', {
    silent: true,
    signal,
  });
  return Array.isArray(datos) ? datos : [];
}

export function pendingMandatorySurveysQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...PENDING_KEY, session],
    queryFn: ({ signal }) => getPendingMandatorySurveys(signal),
  });
}

/** `enabled`: a signed-in student outside god mode (SPEC §6). */
export function usePendingMandatorySurveys(token: string | null, enabled: boolean) {
  return useQuery({ ...pendingMandatorySurveysQueryOptions(sessionScope(token)), enabled });
}
