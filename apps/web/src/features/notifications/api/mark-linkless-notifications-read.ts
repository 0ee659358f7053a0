import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationList } from '@portal/contracts/notifications/notifications.schemas';
import { api } from '../../../lib/api-client';
import { useSession, type TSessionRole } from '../../../lib/session';
import { applyNotificationList, NOTIFICATIONS_KEY, notificationsPath } from './notifications-path';

/** POST /api/{Alumno|Empresa}/marcarNotificacionesSinEnlaceLeidas (SPEC §7); silent, it runs as the panel closes. Answers the list after the change. */
export async function markLinklessNotificationsRead(role: TSessionRole): Promise<TNotificationList | null> {
  const { datos } = await api.post<TNotificationList | null>(
    notificationsPath(role, 'marcarNotificacionesSinEnlaceLeidas'),
    undefined,
    { silent: true },
  );
  return datos;
}

export function useMarkLinklessNotificationsRead() {
  const { role } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markLinklessNotificationsRead(role ?? 'student'),
    onSuccess: (list) => applyNotificationList(queryClient, list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
