import type { z } from 'zod';
import type { ZLanguageBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/addIdioma (SPEC §7 Student 'Personal data and CV'). */
export async function addLanguage(body: z.input<typeof ZLanguageBody>): Promise<{ idNuevaAlta: number }> {
  const { datos } = await api.post<{ idNuevaAlta: number }>('/api/Alumno/addIdioma', body);
  return datos;
}

export function useAddLanguage() {
  return useCvMutation(addLanguage);
}
