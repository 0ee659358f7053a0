import { useMutation } from '@tanstack/react-query';
import type { TLoginSession } from '@portal/contracts/auth/auth.schemas';
import { api } from '../../../lib/api-client';

/** Where the 'sign in with your university' button goes (docs/account.md, a full-page redirect). */
export const SSO_START_PATH = '/api/Publico/sso/inicio';

/**
 * POST /api/Alumno/validaRespuestaLoginIntegrado { respuesta: <query string> }: answers like
 * logaUsuario (2 start again, 79 unknown, 90 blocked, 32 deregistered, 48 no provider).
 */
export async function validateSsoResponse(respuesta: string): Promise<TLoginSession> {
  const { datos } = await api.post<TLoginSession>('/api/Alumno/validaRespuestaLoginIntegrado', { respuesta });
  return datos;
}

export function useValidateSsoResponse() {
  return useMutation({ mutationFn: validateSsoResponse });
}
