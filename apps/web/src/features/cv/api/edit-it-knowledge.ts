import type { z } from 'zod';
import type { ZItKnowledgeBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editConocimientosInformaticos (SPEC §7 Student 'Personal data and CV'). */
export async function editItKnowledge(body: z.input<typeof ZItKnowledgeBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editConocimientosInformaticos', body);
  return datos;
}

export function useEditItKnowledge() {
  return useCvMutation(editItKnowledge);
}
