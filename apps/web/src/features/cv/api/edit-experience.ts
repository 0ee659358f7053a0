import type { z } from 'zod';
import type { TNewExperience, ZEditExperienceBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useUploadProgress } from '../../../ui/upload/use-upload-progress';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editExperiencia (SPEC §7 Student 'Personal data and CV'). */
export async function editExperience(
  body: z.input<typeof ZEditExperienceBody>,
  onUploadProgress?: (fraction: number) => void,
): Promise<TNewExperience> {
  const { datos } = await api.post<TNewExperience>('/api/Alumno/editExperiencia', body, { onUploadProgress });
  return datos;
}

/** The mutation, plus the real progress of its attachment's upload for the widget's bar (#16 part 5). */
export function useEditExperience() {
  const { progress, track } = useUploadProgress();
  const mutation = useCvMutation((body: z.input<typeof ZEditExperienceBody>) =>
    track((onUploadProgress) => editExperience(body, onUploadProgress)),
  );
  return { ...mutation, progress };
}
