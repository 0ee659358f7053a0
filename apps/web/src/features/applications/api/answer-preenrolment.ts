import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { APPLICATIONS_KEY } from './application-keys';

/** POST aceptarPreinscripcion { urlOferta } (SPEC §4 Pre-enrolment; notice 519). */
export async function acceptPreenrolment(urlOferta: string): Promise<void> {
  await api.post('/api/Alumno/aceptarPreinscripcion', { urlOferta });
}

/** POST rechazarPreinscripcion { urlOferta, idMotivo } (the reason is mandatory; notice 520). */
export async function rejectPreenrolment(input: { urlOferta: string; idMotivo: number }): Promise<void> {
  await api.post('/api/Alumno/rechazarPreinscripcion', input);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['offers'] }),
    ]);
}

export function useAcceptPreenrolment() {
  return useMutation({ mutationFn: acceptPreenrolment, onSuccess: useInvalidate() });
}

export function useRejectPreenrolment() {
  return useMutation({ mutationFn: rejectPreenrolment, onSuccess: useInvalidate() });
}
