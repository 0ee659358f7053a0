import type { z } from 'zod';
import type { ZEditLanguageBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editIdioma (SPEC §7 Student 'Personal data and CV'). */
export async function editLanguage(body: z.input<typeof ZEditLanguageBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editIdioma', body);
  return datos;
}

export function useEditLanguage() {
  return useCvMutation(editLanguage);
}
