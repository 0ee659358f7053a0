import { useMutation } from '@tanstack/react-query';
import type { TRgpdAcceptance } from '@portal/contracts/auth/auth.schemas';
import { api } from '../../../lib/api-client';
import type { TSessionRole } from '../../../lib/session';
import { roleApiPrefix } from './role-prefix';

export interface TAcceptRgpdVariables {
  role: TSessionRole;
  /** The token held during the data-protection step (SPEC §4 Login); not yet the session token. */
  token: string;
}

/** GET /api/{Alumno|Empresa}/guardaAceptacionRGPD, authorised by the held token. */
export async function acceptRgpd({ role, token }: TAcceptRgpdVariables): Promise<TRgpdAcceptance> {
  const { datos } = await api.get<TRgpdAcceptance>(`/api/${roleApiPrefix(role)}/guardaAceptacionRGPD`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return datos;
}

export function useAcceptRgpd() {
  return useMutation({ mutationFn: acceptRgpd });
}
