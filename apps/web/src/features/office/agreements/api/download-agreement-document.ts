import type { TOfficeAgreementDocument } from '@portal/contracts/office/agreements.schemas';
import { officeApi } from '../../../../office/office-api';

/** GET /api/Gestion/convenios/{id}/documentos/{idDocumento}: saves the document under its name. */
export function downloadAgreementDocument(document: TOfficeAgreementDocument): Promise<string> {
  return officeApi.download(document.url, document.nombre);
}
