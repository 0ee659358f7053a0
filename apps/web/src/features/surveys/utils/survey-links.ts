import { routePath } from '@portal/contracts/routes';

/** The survey sheet (ficha_encuestas) of a survey, keeping the internship an evaluation is about. */
export function surveySheetPath(urlAcceso: string, idPractica: number | null): string {
  const path = routePath('survey-sheet', { id: urlAcceso });
  return idPractica ? `${path}?idPractica=${idPractica}` : path;
}

/** `?idPractica=` of a survey address, or null. */
export function idPracticaOf(search: URLSearchParams): number | null {
  const n = Number(search.get('idPractica'));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Codes after which a stored survey bearer is of no further use (not available, no anonymous option, answered). */
export const DEAD_TOKEN_CODES: readonly number[] = [35, 37, 39];
