import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventEnrolment } from '@portal/contracts/office/content.schemas';
import { officeApi } from '../../../../office/office-api';
import { enrolmentsKey } from './list-event-enrolments';

/** POST /api/Gestion/contenidos/eventos/{id}/asistencia; the answer is the updated list. */
export function useMarkAttendance(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { idUsuario: number; asistio: boolean }) =>
      (await officeApi.post<TEventEnrolment[]>(`/api/Gestion/contenidos/eventos/${eventId}/asistencia`, body)).datos,
    onSuccess: (list) => client.setQueryData(enrolmentsKey(eventId), list),
  });
}
