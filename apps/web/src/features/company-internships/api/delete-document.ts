import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COMPANY_INTERNSHIPS_KEY } from './internships-keys';

/** POST /api/Empresa/deldoc { id }: a document my company uploaded. */
export async function deleteDocument(id: number): Promise<void> {
  await api.post('/api/Empresa/deldoc', { id });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_INTERNSHIPS_KEY }),
  });
}
