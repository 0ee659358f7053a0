import type { z } from 'zod';
import type { ZEditEmailBody } from '@portal/contracts/cv/cv-personal.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editDatosEmail (SPEC §7 Student 'Personal data and CV'). */
export async function editEmail(body: z.input<typeof ZEditEmailBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editDatosEmail', body);
  return datos;
}

export function useEditEmail() {
  return useCvMutation(editEmail);
}
