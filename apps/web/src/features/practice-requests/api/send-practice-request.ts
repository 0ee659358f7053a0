import { useMutation } from '@tanstack/react-query';
import type {
  TPracticeRequest,
  TStudentPracticeRequestBody,
} from '@portal/contracts/practice-requests/practice-requests.schemas';
import { api } from '../../../lib/api-client';

/**
 * POST /api/Alumno/solicitudPractica: the internship I found, at the company with that CIF;
 * notice 510 (practice proposal registered).
 */
export async function sendPracticeRequest(body: TStudentPracticeRequestBody): Promise<TPracticeRequest> {
  const { datos } = await api.post<TPracticeRequest>('/api/Alumno/solicitudPractica', body);
  return datos;
}

export function useSendPracticeRequest() {
  return useMutation({ mutationFn: sendPracticeRequest });
}
