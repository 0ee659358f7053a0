import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOfficeSurveyBody, TOfficeSurveySheet } from '@portal/contracts/office/surveys.schemas';
import { officeApi } from '../../../../office/office-api';
import { OFFICE_SURVEYS_KEY } from './list-surveys';

/** POST /api/Gestion/encuestas (new) or /api/Gestion/encuestas/{id}/editar: the whole survey. */
async function saveSurvey({ id, body }: { id: number | null; body: TOfficeSurveyBody }): Promise<TOfficeSurveySheet> {
  const path = id === null ? '/api/Gestion/encuestas' : `/api/Gestion/encuestas/${id}/editar`;
  return (await officeApi.post<TOfficeSurveySheet>(path, body)).datos;
}

export function useSaveSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFICE_SURVEYS_KEY }),
  });
}
