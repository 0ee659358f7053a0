import type { z } from 'zod';
import type { ZIdBody } from '@portal/contracts/cv/cv-fields.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/delIdioma (SPEC §7 Student 'Personal data and CV'). */
export async function deleteLanguage(body: z.input<typeof ZIdBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/delIdioma', body);
  return datos;
}

export function useDeleteLanguage() {
  return useCvMutation(deleteLanguage);
}
