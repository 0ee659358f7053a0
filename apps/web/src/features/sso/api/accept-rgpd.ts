import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/Alumno/guardaAceptacionRGPD, authorised by the token held during the data-protection step (SPEC §4). */
export async function acceptRgpd(token: string): Promise<void> {
  await api.get<unknown>('/api/Alumno/guardaAceptacionRGPD', { headers: { Authorization: `Bearer ${token}` } });
}

export function useAcceptRgpd() {
  return useMutation({ mutationFn: acceptRgpd });
}
