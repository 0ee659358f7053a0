import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationList } from '@portal/contracts/notifications/notifications.schemas';
import { api } from '../../../lib/api-client';
import { useSession, type TSessionRole } from '../../../lib/session';
import { applyNotificationList, NOTIFICATIONS_KEY, notificationsPath } from './notifications-path';

/** POST /api/{Alumno|Empresa}/eliminaNotificaciones (SPEC §7). Answers the list after the change. */
export async function deleteNotifications(role: TSessionRole): Promise<TNotificationList | null> {
  const { datos } = await api.post<TNotificationList | null>(
    notificationsPath(role, 'eliminaNotificaciones'),
    undefined,
    { quietAviso: true },
  );
  return datos;
}

export function useDeleteNotifications() {
  const { role } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteNotifications(role ?? 'student'),
    onSuccess: (list) => applyNotificationList(queryClient, list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
