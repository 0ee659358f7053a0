import type { z } from 'zod';
import type { ZEditPersonalDataBody } from '@portal/contracts/cv/cv-personal.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editDatosPersonales (SPEC §7 Student 'Personal data and CV'). */
export async function editPersonalData(body: z.input<typeof ZEditPersonalDataBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editDatosPersonales', body);
  return datos;
}

export function useEditPersonalData() {
  return useCvMutation(editPersonalData);
}
