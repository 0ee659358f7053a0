import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveyCard } from '@portal/contracts/surveys/surveys.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_HOME_KEY } from './home-keys';
import { useSessionScope } from '../../../lib/session';

/** GET /api/Empresa/dameEncuestas: the surveys the company still has to answer. */
export async function getCompanySurveys(signal?: AbortSignal): Promise<TSurveyCard[]> {
  const { datos } = await api.get<TSurveyCard[] | null>('/api/Empresa/dameEncuestas', { signal });
  return Array.isArray(datos) ? datos : [];
}

export function companySurveysQueryOptions(session: string) {
  return queryOptions({
    queryKey: [...COMPANY_HOME_KEY, 'surveys', session],
    queryFn: ({ signal }) => getCompanySurveys(signal),
  });
}

export function useCompanySurveys(enabled: boolean) {
  return useQuery({ ...companySurveysQueryOptions(useSessionScope()), enabled });
}
