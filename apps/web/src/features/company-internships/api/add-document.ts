import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddCompanyDocumentBody } from '@portal/contracts/company-internships/company-internships.schemas';
import { api } from '../../../lib/api-client';
import { useUploadProgress } from '../../../ui/upload/use-upload-progress';
import { COMPANY_INTERNSHIPS_KEY } from './internships-keys';

/** POST /api/Empresa/adddoc: a document of one of my internships (46 type refused); notice 513. */
export async function addDocument(
  body: TAddCompanyDocumentBody,
  onUploadProgress?: (fraction: number) => void,
): Promise<void> {
  await api.post('/api/Empresa/adddoc', body, { onUploadProgress });
}

/** The mutation, plus the real progress of its upload for the widget's bar (#16 part 5). */
export function useAddDocument() {
  const queryClient = useQueryClient();
  const { progress, track } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (body: TAddCompanyDocumentBody) => track((onUploadProgress) => addDocument(body, onUploadProgress)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_INTERNSHIPS_KEY }),
  });
  return { ...mutation, progress };
}
