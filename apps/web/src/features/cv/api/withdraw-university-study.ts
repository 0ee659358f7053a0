import type { z } from 'zod';
import type { ZIdBody } from '@portal/contracts/cv/cv-fields.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/bajaEstudioUniversidad (SPEC §7 Student 'Personal data and CV'). */
export async function withdrawUniversityStudy(body: z.input<typeof ZIdBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/bajaEstudioUniversidad', body);
  return datos;
}

export function useWithdrawUniversityStudy() {
  return useCvMutation(withdrawUniversityStudy);
}
