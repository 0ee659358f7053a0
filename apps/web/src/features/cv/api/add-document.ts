import type { z } from 'zod';
import type { TAddedDocument, ZAddDocumentBody } from '@portal/contracts/cv/cv-documents.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/addDoc (SPEC §7 Student 'Personal data and CV'). */
export async function addDocument(body: z.input<typeof ZAddDocumentBody>): Promise<TAddedDocument> {
  const { datos } = await api.post<TAddedDocument>('/api/Alumno/addDoc', body);
  return datos;
}

export function useAddDocument() {
  return useCvMutation(addDocument);
}
