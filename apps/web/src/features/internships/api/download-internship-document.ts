import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/Alumno/dameDocumentoPractica/{id} (beyond the spec): a document of one of my internships, as a file. */
export function downloadInternshipDocument({ id, nombre }: { id: number; nombre: string }): Promise<string> {
  // Any type the upload allowed (PDF, images, office files): whatever is not the JSON envelope.
  return downloadFile({ path: `/api/Alumno/dameDocumentoPractica/${id}`, fallbackName: nombre });
}

export function useDownloadInternshipDocument() {
  return useMutation({ mutationFn: downloadInternshipDocument });
}
