import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddCompanyDocumentBody } from '@portal/contracts/company-internships/company-internships.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_INTERNSHIPS_KEY } from './internships-keys';

/** POST /api/Empresa/adddoc: a document of one of my internships (46 type refused); notice 513. */
export async function addDocument(body: TAddCompanyDocumentBody): Promise<void> {
  await api.post('/api/Empresa/adddoc', body);
}

export function useAddDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_INTERNSHIPS_KEY }),
  });
}
