import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventSheet } from '@portal/contracts/events/events.schemas';
import { api } from '../../../lib/api-client';
import { useSession, sessionScope } from '../../../lib/session';
import { EVENTS_KEY, eventSheetKey } from './event-keys';

export interface TEnrolVariables {
  idEvento: number;
  /** The reference the sheet was opened with (id or urlAcceso), to show the answer at once. */
  ref: string;
}

/**
 * POST /api/Alumno/inscribirseEnEvento { idEvento }. Codes 74-78 are shown by the client's popup;
 * success answers the sheet with notice 533, shown by the client too.
 */
export async function enrolInEvent({ idEvento }: TEnrolVariables): Promise<TEventSheet> {
  const { datos } = await api.post<TEventSheet>('/api/Alumno/inscribirseEnEvento', { idEvento });
  return datos;
}

export function useEnrolInEvent() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: enrolInEvent,
    onSuccess: (sheet, { ref }) => {
      if (sheet) queryClient.setQueryData(eventSheetKey(ref, sessionScope(token)), sheet);
    },
    // The list's 'enrolled' flags and the free places change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
