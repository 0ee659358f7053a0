import type { z } from 'zod';
import type { ZProfileImage, ZProfileImageBody } from '@portal/contracts/cv/cv-documents.schemas';
import { api } from '../../../lib/api-client';
import { useUploadProgress } from '../../../ui/upload/use-upload-progress';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editImagenPerfil (SPEC §7 Student 'Personal data and CV'). */
export async function editProfileImage(
  body: z.input<typeof ZProfileImageBody>,
  onUploadProgress?: (fraction: number) => void,
): Promise<z.infer<typeof ZProfileImage>> {
  const { datos } = await api.post<z.infer<typeof ZProfileImage>>('/api/Alumno/editImagenPerfil', body, {
    onUploadProgress,
  });
  return datos;
}

/** The mutation, plus the real progress of its upload for the widget's bar (#16 part 5). */
export function useEditProfileImage() {
  const { progress, track } = useUploadProgress();
  const mutation = useCvMutation((body: z.input<typeof ZProfileImageBody>) =>
    track((onUploadProgress) => editProfileImage(body, onUploadProgress)),
  );
  return { ...mutation, progress };
}
