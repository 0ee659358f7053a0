import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** SPEC §8 44: the email belongs to another company (or to someone who is not a company contact). */
export const EMAIL_OF_ANOTHER_COMPANY = 44;

/**
 * POST /api/Alumno/compruebaEmailContactoEmpresa {cif, email}: true when the email already is a
 * contact of that company, false when it is free; 44 when it is another company's.
 */
export async function checkContactEmail(body: { cif: string; email: string }): Promise<boolean> {
  const { datos } = await api.post<{ existe?: boolean } | null>('/api/Alumno/compruebaEmailContactoEmpresa', body, {
    handle: [EMAIL_OF_ANOTHER_COMPANY],
  });
  return datos?.existe === true;
}

export function useCheckContactEmail() {
  return useMutation({ mutationFn: checkContactEmail });
}
