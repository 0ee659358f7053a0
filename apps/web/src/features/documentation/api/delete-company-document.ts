import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COMPANY_DOCUMENTS_KEY } from './company-documents-keys';

/** POST /api/Empresa/deldoc { id }: a document my company uploaded. */
export async function deleteCompanyDocument(id: number): Promise<void> {
  await api.post('/api/Empresa/deldoc', { id });
}

export function useDeleteCompanyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_DOCUMENTS_KEY }),
  });
}
