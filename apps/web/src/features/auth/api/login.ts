import { useMutation } from '@tanstack/react-query';
import type { TLoginBody, TLoginResult } from '@portal/contracts/auth/auth.schemas';
import { api } from '../../../lib/api-client';
import type { TSessionRole } from '../../../lib/session';
import { roleApiPrefix } from './role-prefix';

/**
 * SPEC §7 Login: statuses 107 and 3 (and 90 after login) show the server-supplied message, so the
 * caller handles them (no catalogue-only popup from the client).
 */
export const LOGIN_SERVER_MESSAGE_CODES = [3, 107, 90] as const;

export interface TLoginVariables {
  role: TSessionRole;
  body: TLoginBody;
}

/** POST /api/{Alumno|Empresa}/logaUsuario. */
export async function login({ role, body }: TLoginVariables): Promise<TLoginResult> {
  const { datos } = await api.post<TLoginResult>(`/api/${roleApiPrefix(role)}/logaUsuario`, body, {
    handle: LOGIN_SERVER_MESSAGE_CODES,
  });
  return datos;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
