import type { z } from 'zod';
import type { ZSkillsBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editCompetencias (SPEC §7 Student 'Personal data and CV'). */
export async function editSkills(body: z.input<typeof ZSkillsBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editCompetencias', body);
  return datos;
}

export function useEditSkills() {
  return useCvMutation(editSkills);
}
