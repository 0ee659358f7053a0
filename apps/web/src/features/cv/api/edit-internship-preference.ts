import type { z } from 'zod';
import type { ZInternshipPreferenceBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editDatosPreferenciaPracticas (SPEC §7 Student 'Personal data and CV'). */
export async function editInternshipPreference(body: z.input<typeof ZInternshipPreferenceBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editDatosPreferenciaPracticas', body);
  return datos;
}

export function useEditInternshipPreference() {
  return useCvMutation(editInternshipPreference);
}
