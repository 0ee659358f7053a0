import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TSessionRole } from '../../../lib/session';

/** SPEC §8 505: recovery link sent. Shown by the page, whatever notice the server attaches. */
export const RECOVERY_SENT_NOTICE = 505;

export interface TPasswordRecoveryVariables {
  role: TSessionRole;
  /** Company: user (nick) or CIF; student: the e-mail they sign in with. */
  value: string;
}

/**
 * SPEC §7: company POST /api/Empresa/recuerdoPassword { nick } (nick, or CIF in the login flow);
 * student POST /api/Alumno/solicitarReseteoPassword { usuario }.
 */
export async function requestPasswordRecovery({ role, value }: TPasswordRecoveryVariables): Promise<void> {
  if (role === 'company') {
    await api.post('/api/Empresa/recuerdoPassword', { nick: value }, { quietAviso: true });
  } else {
    await api.post('/api/Alumno/solicitarReseteoPassword', { usuario: value }, { quietAviso: true });
  }
}

export function useRequestPasswordRecovery() {
  return useMutation({ mutationFn: requestPasswordRecovery });
}
