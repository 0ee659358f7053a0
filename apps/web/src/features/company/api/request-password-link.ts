import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/Empresa/recuerdoPassword { nick }: the company side has no change-password call in
 * SPEC §7, so /mi-perfil's 'change password' mails a link to /restablecer-login (notice 505).
 */
export async function requestPasswordLink(nick: string): Promise<void> {
  await api.post('/api/Empresa/recuerdoPassword', { nick });
}

export function useRequestPasswordLink() {
  return useMutation({ mutationFn: requestPasswordLink });
}
