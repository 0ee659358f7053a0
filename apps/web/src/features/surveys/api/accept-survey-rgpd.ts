import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { surveyBearerHeaders } from '../utils/survey-token';

/** GET /api/Encuestas/guardaAceptacionRGPD, authorised by the token held during the data-protection step (SPEC §4 Login). */
export async function acceptSurveyRgpd(token: string): Promise<void> {
  await api.get('/api/Encuestas/guardaAceptacionRGPD', { headers: surveyBearerHeaders(token) });
}

export function useAcceptSurveyRgpd() {
  return useMutation({ mutationFn: acceptSurveyRgpd });
}
