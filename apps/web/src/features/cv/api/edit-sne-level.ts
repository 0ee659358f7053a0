import type { z } from 'zod';
import type { ZSneLevelBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editarNivelFormativoSNE (SPEC §7 Student 'Personal data and CV'). */
export async function editSneLevel(body: z.input<typeof ZSneLevelBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editarNivelFormativoSNE', body);
  return datos;
}

export function useEditSneLevel() {
  return useCvMutation(editSneLevel);
}
