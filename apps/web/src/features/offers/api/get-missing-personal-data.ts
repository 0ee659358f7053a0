import type { TMissingPersonalData } from '@portal/contracts/cv/cv.schemas';
import { api } from '../../../lib/api-client';

/**
 * GET faltanDatosPersonalesObligatorios before applying (SPEC §2 Popups: missing personal data, go
 * to CV). Silent: a failure lets the enrolment call decide.
 */
export async function getMissingPersonalData(): Promise<TMissingPersonalData | null> {
  try {
    const { datos } = await api.get<TMissingPersonalData>('/api/Alumno/faltanDatosPersonalesObligatorios', {
      silent: true,
    });
    return datos;
  } catch {
    return null;
  }
}
