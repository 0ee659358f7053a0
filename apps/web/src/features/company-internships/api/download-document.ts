import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/Empresa/dameDocumentoPractica/{id} (beyond the spec): a document of my company's internships, as a file. */
export function downloadDocument({ id, nombre }: { id: number; nombre: string }): Promise<string> {
  // Any type the upload allowed: whatever is not the JSON envelope of an error.
  return downloadFile({ path: `/api/Empresa/dameDocumentoPractica/${id}`, fallbackName: nombre });
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
