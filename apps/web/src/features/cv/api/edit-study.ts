import type { z } from 'zod';
import type { ZEditStudyBody } from '@portal/contracts/cv/cv-studies.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editEstudio (SPEC §7 Student 'Personal data and CV'). */
export async function editStudy(body: z.input<typeof ZEditStudyBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editEstudio', body);
  return datos;
}

export function useEditStudy() {
  return useCvMutation(editStudy);
}
