import { useMutation } from '@tanstack/react-query';
import type { TPasswordWithTokenBody } from '@portal/contracts/account/account.schemas';
import { api } from '../../../lib/api-client';

/** POST /api/Empresa/restablecerPassword: new password from a recovery link; notice 508 (42 expired or used). */
export async function resetPassword(body: TPasswordWithTokenBody): Promise<void> {
  await api.post('/api/Empresa/restablecerPassword', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
