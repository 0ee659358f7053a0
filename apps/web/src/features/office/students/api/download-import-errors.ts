import { officeApi } from '../../../../office/office-api';

/** GET /api/Gestion/alumnos/importaciones/{id}/errores.csv: every refused row with its reasons, saved as CSV. */
export function downloadImportErrors(url: string, fileName: string): Promise<string> {
  return officeApi.download(url, fileName);
}
