import type { z } from 'zod';
import type { ZUniversityInfoBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editRecibirInformacionUniversidad (SPEC §7 Student 'Personal data and CV'). */
export async function editUniversityInfo(body: z.input<typeof ZUniversityInfoBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editRecibirInformacionUniversidad', body);
  return datos;
}

export function useEditUniversityInfo() {
  return useCvMutation(editUniversityInfo);
}
