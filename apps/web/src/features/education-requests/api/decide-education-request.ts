import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducationRequest } from '@portal/contracts/education-requests/education-requests.schemas';
import { api } from '../../../lib/api-client';
import { EDUCATION_REQUESTS_KEY } from './education-requests-keys';

export type TEducationDecision =
  { idSolicitud: number; accept: true } | { idSolicitud: number; accept: false; motivo: string };

/** aceptarSolicitudPracticasEducacion (531; 81 at the course limit) / rechazarSolicitudPracticasEducacion (530). */
export async function decideEducationRequest(decision: TEducationDecision): Promise<TEducationRequest> {
  const { datos } = decision.accept
    ? await api.post<TEducationRequest>('/api/Empresa/aceptarSolicitudPracticasEducacion', {
        idSolicitud: decision.idSolicitud,
      })
    : await api.post<TEducationRequest>('/api/Empresa/rechazarSolicitudPracticasEducacion', {
        idSolicitud: decision.idSolicitud,
        motivo: decision.motivo,
      });
  return datos;
}

export function useDecideEducationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEducationRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EDUCATION_REQUESTS_KEY }),
  });
}
