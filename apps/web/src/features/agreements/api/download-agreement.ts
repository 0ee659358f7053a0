import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

export function agreementPdfPath(idConvenio: number): string {
  return `/api/Empresa/descargaConvenio/${idConvenio}`;
}

/** GET /api/Empresa/descargaConvenio/{id}: the PDF is a file, not the envelope; errors come as the envelope. */
export function downloadAgreement({
  idConvenio,
  fallbackName,
}: {
  idConvenio: number;
  fallbackName: string;
}): Promise<string> {
  return downloadFile({ path: agreementPdfPath(idConvenio), contentType: 'application/pdf', fallbackName });
}

export function useDownloadAgreement() {
  return useMutation({ mutationFn: downloadAgreement });
}
