import { useMutation } from '@tanstack/react-query';
import type { TPracticeDocument } from '@portal/contracts/company-internships/company-internships.schemas';
import { downloadFile } from '../../../lib/download-file';

/**
 * A document of /documentacion as a file (beyond the spec): an internship's through
 * dameDocumentoPractica/{id}, my company's own and the university's through dameDocumentoEmpresa/{id}.
 */
export function downloadCompanyDocument(
  doc: Pick<TPracticeDocument, 'idDocumento' | 'nombre' | 'idPractica'>,
): Promise<string> {
  const path =
    doc.idPractica !== null
      ? `/api/Empresa/dameDocumentoPractica/${doc.idDocumento}`
      : `/api/Empresa/dameDocumentoEmpresa/${doc.idDocumento}`;
  return downloadFile({ path, fallbackName: doc.nombre });
}

export function useDownloadCompanyDocument() {
  return useMutation({ mutationFn: downloadCompanyDocument });
}
