import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfficeSurveyResults } from '@portal/contracts/office/surveys.schemas';
import { officeApi } from '../../../../office/office-api';
import { OFFICE_SURVEYS_KEY } from './list-surveys';

/** GET /api/Gestion/encuestas/{id}/resultados: rate, counts per answer, free-text answers. */
async function getSurveyResults(id: number): Promise<TOfficeSurveyResults> {
  return (await officeApi.get<TOfficeSurveyResults>(`/api/Gestion/encuestas/${id}/resultados`)).datos;
}

export function useOfficeSurveyResults(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...OFFICE_SURVEYS_KEY, 'results', id],
      queryFn: () => getSurveyResults(id),
      staleTime: 0,
    }),
  );
}
