import type { z } from 'zod';
import type { TNewExperience, ZEditExperienceBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editExperiencia (SPEC §7 Student 'Personal data and CV'). */
export async function editExperience(body: z.input<typeof ZEditExperienceBody>): Promise<TNewExperience> {
  const { datos } = await api.post<TNewExperience>('/api/Alumno/editExperiencia', body);
  return datos;
}

export function useEditExperience() {
  return useCvMutation(editExperience);
}
