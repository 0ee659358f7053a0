import type { z } from 'zod';
import type { TNewExperience, ZExperienceBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useUploadProgress } from '../../../ui/upload/use-upload-progress';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/addExperiencia (SPEC §7 Student 'Personal data and CV'). */
export async function addExperience(
  body: z.input<typeof ZExperienceBody>,
  onUploadProgress?: (fraction: number) => void,
): Promise<TNewExperience> {
  const { datos } = await api.post<TNewExperience>('/api/Alumno/addExperiencia', body, { onUploadProgress });
  return datos;
}

/** The mutation, plus the real progress of its attachment's upload for the widget's bar (#16 part 5). */
export function useAddExperience() {
  const { progress, track } = useUploadProgress();
  const mutation = useCvMutation((body: z.input<typeof ZExperienceBody>) =>
    track((onUploadProgress) => addExperience(body, onUploadProgress)),
  );
  return { ...mutation, progress };
}
