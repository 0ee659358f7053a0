import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZRegisterBody, ZRegisterResult } from '@portal/contracts/account/account.schemas';
import { api } from '../../../lib/api-client';

/**
 * POST /api/Alumno/registrarUsuario (brand flag canRegistroAlumno). The client shows the notice:
 * 504 'registered, log in' (with a password) or 522 'user created' (a set-password link is mailed).
 */
export async function registerStudent(body: z.input<typeof ZRegisterBody>): Promise<z.infer<typeof ZRegisterResult>> {
  const { datos } = await api.post<z.infer<typeof ZRegisterResult>>('/api/Alumno/registrarUsuario', body);
  return datos;
}

export function useRegisterStudent() {
  return useMutation({ mutationFn: registerStudent });
}
