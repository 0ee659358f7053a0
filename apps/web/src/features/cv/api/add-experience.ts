import type { z } from 'zod';
import type { TNewExperience, ZExperienceBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/addExperiencia (SPEC §7 Student 'Personal data and CV'). */
export async function addExperience(body: z.input<typeof ZExperienceBody>): Promise<TNewExperience> {
  const { datos } = await api.post<TNewExperience>('/api/Alumno/addExperiencia', body);
  return datos;
}

export function useAddExperience() {
  return useCvMutation(addExperience);
}
