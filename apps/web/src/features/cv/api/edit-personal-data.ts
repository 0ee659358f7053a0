import type { z } from 'zod';
import type { ZEditPersonalDataBody } from '@portal/contracts/cv/cv-personal.schemas';
import { ZMissingPersonalData, type TMissingPersonalData } from '@portal/contracts/cv/cv.schemas';
import { api } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';
import { useCvMutation } from './cv-keys';

/**
 * POST /api/Alumno/editDatosPersonales (SPEC §7 Student 'Personal data and CV'). The answer says
 * what is still missing: the session's login flags take it, so the 'Completa tus datos' request
 * (518) stops once the social-security number and IBAN are saved (issue #12 item 20).
 */
export async function editPersonalData(body: z.input<typeof ZEditPersonalDataBody>): Promise<TMissingPersonalData> {
  const { datos } = await api.post('/api/Alumno/editDatosPersonales', body, { schema: ZMissingPersonalData });
  updateSessionUser({ faltaNumeroSeguridadSocial: datos.faltaNumeroSeguridadSocial, faltaIban: datos.faltaIban });
  return datos;
}

export function useEditPersonalData() {
  return useCvMutation(editPersonalData);
}
