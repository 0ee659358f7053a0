import { useMutation } from '@tanstack/react-query';
import type { TPasswordWithTokenBody } from '@portal/contracts/account/account.schemas';
import { api } from '../../../../lib/api-client';

export type TOfficeLinkPurpose = 'set' | 'reset';

const PATHS: Record<TOfficeLinkPurpose, string> = {
  set: '/api/Gestion/establecerPassword',
  reset: '/api/Gestion/restablecerPassword',
};

/** POST /api/Gestion/establecerPassword (invitation) or restablecerPassword (recovery): notices 514 / 508. */
export async function setOfficePassword(purpose: TOfficeLinkPurpose, body: TPasswordWithTokenBody): Promise<void> {
  await api.post<null>(PATHS[purpose], body);
}

export function useOfficePasswordLink(purpose: TOfficeLinkPurpose) {
  return useMutation({ mutationFn: (body: TPasswordWithTokenBody) => setOfficePassword(purpose, body) });
}
