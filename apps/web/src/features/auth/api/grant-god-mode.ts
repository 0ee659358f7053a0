import { useMutation } from '@tanstack/react-query';
import type { TGodModeResult } from '@portal/contracts/auth/auth.schemas';
import { api } from '../../../lib/api-client';
import { LOGIN_SERVER_MESSAGE_CODES } from './login';

export interface TGodModeVariables {
  eUsuario: string;
  ePassword: string;
}

/** POST /api/Publico/modoDios against a staff credential (SPEC §2 /gma2019). */
export async function grantGodMode(body: TGodModeVariables): Promise<TGodModeResult> {
  const { datos } = await api.post<TGodModeResult>('/api/Publico/modoDios', body, {
    handle: LOGIN_SERVER_MESSAGE_CODES,
  });
  return datos;
}

export function useGrantGodMode() {
  return useMutation({ mutationFn: grantGodMode });
}
