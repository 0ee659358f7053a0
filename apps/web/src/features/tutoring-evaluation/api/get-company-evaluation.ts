import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyEvaluationSummary } from '@portal/contracts/office/tutoring.schemas';
import { api } from '../../../lib/api-client';

/** Codes the evaluation page explains itself: unknown or replaced link, expired, already answered. */
export const LINK_CODES = [225, 226, 227] as const;

/** GET /api/EvaluacionEmpresa/{token}: the internship the company tutor's link is about. */
export const companyEvaluationQuery = (token: string) =>
  queryOptions({
    queryKey: ['company-evaluation', token],
    queryFn: async () =>
      (
        await api.get<TCompanyEvaluationSummary>(`/api/EvaluacionEmpresa/${encodeURIComponent(token)}`, {
          handle: LINK_CODES,
        })
      ).datos,
    retry: false,
  });

export function useCompanyEvaluation(token: string) {
  return useQuery(companyEvaluationQuery(token));
}
