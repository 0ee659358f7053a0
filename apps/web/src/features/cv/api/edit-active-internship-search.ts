import type { z } from 'zod';
import type { ZActiveSearchBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editDatosBusquedaActivaPracticas (SPEC §7 Student 'Personal data and CV'). */
export async function editActiveInternshipSearch(body: z.input<typeof ZActiveSearchBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editDatosBusquedaActivaPracticas', body);
  return datos;
}

export function useEditActiveInternshipSearch() {
  return useCvMutation(editActiveInternshipSearch);
}
