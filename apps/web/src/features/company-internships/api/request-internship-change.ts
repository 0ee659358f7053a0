import { useMutation } from '@tanstack/react-query';
import type { TInternshipActionRequestBody } from '@portal/contracts/company-internships/company-internships.schemas';
import { api } from '../../../lib/api-client';

/** POST /api/Empresa/solictitarAccionSobrePractica: notice 529 (102 over 35 h/week). */
export async function requestInternshipChange(body: TInternshipActionRequestBody): Promise<number> {
  const { datos } = await api.post<{ idSolicitud: number }>('/api/Empresa/solictitarAccionSobrePractica', body);
  return datos.idSolicitud;
}

export function useRequestInternshipChange() {
  return useMutation({ mutationFn: requestInternshipChange });
}
