import { useMutation } from '@tanstack/react-query';
import type { TEvaluationBody } from '@portal/contracts/office/tutoring.schemas';
import { api } from '../../../lib/api-client';
import { LINK_CODES } from './get-company-evaluation';

/** POST /api/EvaluacionEmpresa/{token}: the company tutor's evaluation, once. */
export function useSubmitCompanyEvaluation(token: string) {
  return useMutation({
    mutationFn: async (body: TEvaluationBody) => {
      await api.post<null>(`/api/EvaluacionEmpresa/${encodeURIComponent(token)}`, body, { handle: LINK_CODES });
    },
  });
}
