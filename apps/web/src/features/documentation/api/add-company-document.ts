import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddCompanyDocumentBody } from '@portal/contracts/company-internships/company-internships.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DOCUMENTS_KEY } from './company-documents-keys';

/** POST /api/Empresa/adddoc: a document of my company, or of one of my internships with idPractica (46 type refused); notice 513. */
export async function addCompanyDocument(body: TAddCompanyDocumentBody): Promise<void> {
  await api.post('/api/Empresa/adddoc', body);
}

export function useAddCompanyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCompanyDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_DOCUMENTS_KEY }),
  });
}
