import { useMutation } from '@tanstack/react-query';
import type { TConfirmSecondFactorResult } from '@portal/contracts/office/office-auth.schemas';
import { api } from '../../../../lib/api-client';
import { OFFICE_LOGIN_HANDLED } from './office-login';

/** POST /api/Gestion/confirmaSegundoFactor: the enrolment's first code; the session and the recovery codes. */
export async function confirmSecondFactor(body: {
  ticket: string;
  codigo: string;
}): Promise<TConfirmSecondFactorResult> {
  return (
    await api.post<TConfirmSecondFactorResult>('/api/Gestion/confirmaSegundoFactor', body, {
      handle: OFFICE_LOGIN_HANDLED,
    })
  ).datos;
}

export function useConfirmSecondFactor() {
  return useMutation({ mutationFn: confirmSecondFactor });
}
