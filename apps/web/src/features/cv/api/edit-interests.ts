import type { z } from 'zod';
import type { ZInterestsBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editInteres (SPEC §7 Student 'Personal data and CV'). */
export async function editInterests(body: z.input<typeof ZInterestsBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editInteres', body);
  return datos;
}

export function useEditInterests() {
  return useCvMutation(editInterests);
}
