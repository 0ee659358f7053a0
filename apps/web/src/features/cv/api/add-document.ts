import type { z } from 'zod';
import type { TAddedDocument, ZAddDocumentBody } from '@portal/contracts/cv/cv-documents.schemas';
import { api } from '../../../lib/api-client';
import { useUploadProgress } from '../../../ui/upload/use-upload-progress';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/addDoc (SPEC §7 Student 'Personal data and CV'). */
export async function addDocument(
  body: z.input<typeof ZAddDocumentBody>,
  onUploadProgress?: (fraction: number) => void,
): Promise<TAddedDocument> {
  const { datos } = await api.post<TAddedDocument>('/api/Alumno/addDoc', body, { onUploadProgress });
  return datos;
}

/** The mutation, plus the real progress of its upload for the widget's bar (#16 part 5). */
export function useAddDocument() {
  const { progress, track } = useUploadProgress();
  const mutation = useCvMutation((body: z.input<typeof ZAddDocumentBody>) =>
    track((onUploadProgress) => addDocument(body, onUploadProgress)),
  );
  return { ...mutation, progress };
}
