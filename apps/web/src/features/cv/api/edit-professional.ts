import type { z } from 'zod';
import type { ZProfessionalBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editProfesionales (SPEC §7 Student 'Personal data and CV'). */
export async function editProfessional(body: z.input<typeof ZProfessionalBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editProfesionales', body);
  return datos;
}

export function useEditProfessional() {
  return useCvMutation(editProfessional);
}
