import type { z } from 'zod';
import type { ZPresentationBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editPresentacion (SPEC §7 Student 'Personal data and CV'). */
export async function editPresentation(body: z.input<typeof ZPresentationBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editPresentacion', body);
  return datos;
}

export function useEditPresentation() {
  return useCvMutation(editPresentation);
}
