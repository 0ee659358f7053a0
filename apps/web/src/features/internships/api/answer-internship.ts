import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INTERNSHIPS_KEY } from './internship-keys';

/** POST aceptarPractica / rechazarPractica { idPractica } (SPEC §4: the student accepts or rejects). */
export async function answerInternship(input: { idPractica: number; accept: boolean }): Promise<void> {
  await api.post(input.accept ? '/api/Alumno/aceptarPractica' : '/api/Alumno/rechazarPractica', {
    idPractica: input.idPractica,
  });
}

export function useAnswerInternship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInternship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERNSHIPS_KEY }),
  });
}
