import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfficeSurveySheet } from '@portal/contracts/office/surveys.schemas';
import { officeApi } from '../../../../office/office-api';
import { OFFICE_SURVEYS_KEY } from './list-surveys';

/** GET /api/Gestion/encuestas/{id}: the survey as the builder edits it. */
async function getSurvey(id: number): Promise<TOfficeSurveySheet> {
  return (await officeApi.get<TOfficeSurveySheet>(`/api/Gestion/encuestas/${id}`)).datos;
}

export function useOfficeSurvey(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...OFFICE_SURVEYS_KEY, 'sheet', id],
      queryFn: () => getSurvey(id as number),
      enabled: id !== null,
    }),
  );
}
