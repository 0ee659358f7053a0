import type { z } from 'zod';
import type { TNewId, ZStudyBody } from '@portal/contracts/cv/cv-studies.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/addEstudio (SPEC §7 Student 'Personal data and CV'). */
export async function addStudy(body: z.input<typeof ZStudyBody>): Promise<TNewId> {
  const { datos } = await api.post<TNewId>('/api/Alumno/addEstudio', body);
  return datos;
}

export function useAddStudy() {
  return useCvMutation(addStudy);
}
