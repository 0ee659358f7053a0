import { officeApi } from '../../../../office/office-api';

/** GET /api/Gestion/tutorias/{id}/documentos/{idDocumento}: saves the file under its own name. */
export function downloadTutoringDocument(id: number, documentId: number, name: string): Promise<string> {
  return officeApi.download(`/api/Gestion/tutorias/${id}/documentos/${documentId}`, name);
}
