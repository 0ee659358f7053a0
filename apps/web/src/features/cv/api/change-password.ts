import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZChangePasswordBody, ZChangePasswordResult } from '@portal/contracts/account/account.schemas';
import { api } from '../../../lib/api-client';
import { getSession, startSession } from '../../../lib/session';

/**
 * POST /api/Alumno/editarPassword (SPEC §7; 3 wrong current password, 28 weak, 95 single sign-on).
 * Every earlier session is revoked: the answer's fresh token replaces this tab's (notice 521).
 */
export async function changePassword(
  body: z.input<typeof ZChangePasswordBody>,
): Promise<z.infer<typeof ZChangePasswordResult>> {
  const { datos } = await api.post<z.infer<typeof ZChangePasswordResult>>('/api/Alumno/editarPassword', body);
  return datos;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      const { user } = getSession();
      if (user && token) startSession(token, { ...user }, user.role);
    },
  });
}
