import { useMutation } from '@tanstack/react-query';
import type { TConfirmEmailBody, TConfirmEmailResult } from '@portal/contracts/account/email-change.schemas';
import { api } from '../../../lib/api-client';

/** POST /api/Alumno/confirmarEmail: the link's token makes the new address the login (323 / 324 shown by the client). */
export async function confirmEmail(body: TConfirmEmailBody): Promise<TConfirmEmailResult> {
  return (await api.post<TConfirmEmailResult>('/api/Alumno/confirmarEmail', body)).datos;
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
