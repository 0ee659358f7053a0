import { useMutation } from '@tanstack/react-query';
import type { TStaffLoginBody, TStaffLoginResult } from '@portal/contracts/office/office-auth.schemas';
import { api } from '../../../../lib/api-client';

/** Codes the sign-in form answers beside its fields rather than in a popup. */
export const OFFICE_LOGIN_HANDLED = [3, 140, 141] as const;

/** POST /api/Gestion/logaUsuario: the password step, or the code step with its ticket (issue #14). */
export async function officeLogin(body: TStaffLoginBody): Promise<TStaffLoginResult> {
  return (await api.post<TStaffLoginResult>('/api/Gestion/logaUsuario', body, { handle: OFFICE_LOGIN_HANDLED })).datos;
}

export function useOfficeLogin() {
  return useMutation({ mutationFn: officeLogin });
}
