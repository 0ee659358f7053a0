import type { z } from 'zod';
import type { ZWorkPermitBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editPermisoTrabajo (SPEC §7 Student 'Personal data and CV'). */
export async function editWorkPermit(body: z.input<typeof ZWorkPermitBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editPermisoTrabajo', body);
  return datos;
}

export function useEditWorkPermit() {
  return useCvMutation(editWorkPermit);
}
