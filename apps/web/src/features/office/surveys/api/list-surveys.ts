import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfficeSurveyList } from '@portal/contracts/office/surveys.schemas';
import { officeApi } from '../../../../office/office-api';

export const OFFICE_SURVEYS_KEY = ['office', 'surveys'] as const;

/** GET /api/Gestion/encuestas: the brand's surveys with their state and responses. */
async function listSurveys(): Promise<TOfficeSurveyList> {
  return (await officeApi.get<TOfficeSurveyList>('/api/Gestion/encuestas')).datos;
}

export function useOfficeSurveys() {
  return useQuery(queryOptions({ queryKey: [...OFFICE_SURVEYS_KEY, 'list'], queryFn: listSurveys }));
}
