import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationList } from '@portal/contracts/notifications/notifications.schemas';
import { api } from '../../../lib/api-client';
import { useSession, type TSessionRole } from '../../../lib/session';
import { applyNotificationList, NOTIFICATIONS_KEY, notificationsPath } from './notifications-path';

/** POST /api/{Alumno|Empresa}/eliminaNotificacion { id } (SPEC §7). Answers the list after the change. */
export async function deleteNotification(role: TSessionRole, id: number): Promise<TNotificationList | null> {
  const { datos } = await api.post<TNotificationList | null>(
    notificationsPath(role, 'eliminaNotificacion'),
    { id },
    { quietAviso: true },
  );
  return datos;
}

export function useDeleteNotification() {
  const { role } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteNotification(role ?? 'student', id),
    onSuccess: (list) => applyNotificationList(queryClient, list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
