import type { z } from 'zod';
import type { TNewId, ZUniversityStudyBody } from '@portal/contracts/cv/cv-studies.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/addEstudioUniversidad (SPEC §7 Student 'Personal data and CV'). */
export async function addUniversityStudy(body: z.input<typeof ZUniversityStudyBody>): Promise<TNewId> {
  const { datos } = await api.post<TNewId>('/api/Alumno/addEstudioUniversidad', body);
  return datos;
}

export function useAddUniversityStudy() {
  return useCvMutation(addUniversityStudy);
}
