import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZPasswordWithTokenBody } from '@portal/contracts/account/account.schemas';
import { api } from '../../../lib/api-client';

/** The two password-link calls (docs/account.md): reset (1 hour, 508) and set (7 days). 42 for a bad link. */
export const PASSWORD_LINK_PATHS = {
  reset: '/api/Alumno/restablecerPassword',
  set: '/api/Empresa/establecerPassword',
} as const;
export type TPasswordLinkPurpose = keyof typeof PASSWORD_LINK_PATHS;

/** POST restablecerPassword / establecerPassword {token, password, confirmacionPassword}. */
export async function submitPasswordLink(
  purpose: TPasswordLinkPurpose,
  body: z.input<typeof ZPasswordWithTokenBody>,
): Promise<void> {
  await api.post<null>(PASSWORD_LINK_PATHS[purpose], body);
}

export function usePasswordLinkMutation(purpose: TPasswordLinkPurpose) {
  return useMutation({
    mutationFn: (body: z.input<typeof ZPasswordWithTokenBody>) => submitPasswordLink(purpose, body),
  });
}
