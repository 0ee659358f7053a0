import type { z } from 'zod';
import type { ZProfileImage, ZProfileImageBody } from '@portal/contracts/cv/cv-documents.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editImagenPerfil (SPEC §7 Student 'Personal data and CV'). */
export async function editProfileImage(
  body: z.input<typeof ZProfileImageBody>,
): Promise<z.infer<typeof ZProfileImage>> {
  const { datos } = await api.post<z.infer<typeof ZProfileImage>>('/api/Alumno/editImagenPerfil', body);
  return datos;
}

export function useEditProfileImage() {
  return useCvMutation(editProfileImage);
}
