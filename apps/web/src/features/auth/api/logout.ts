import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endSession, type TSessionRole } from '../../../lib/session';
import { roleApiPrefix } from './role-prefix';

/** POST /api/{Alumno|Empresa}/logout (revokes the token). Silent: the user leaves either way. */
export async function logout(role: TSessionRole | null): Promise<void> {
  if (!role) return;
  try {
    await api.post(`/api/${roleApiPrefix(role)}/logout`, undefined, { silent: true });
  } catch {
    // An expired or revoked token is already as good as logged out.
  }
}

/** Logs out on the server, then ends the local session (which drops every cached answer: lib/query-client.ts). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => endSession(),
  });
}
