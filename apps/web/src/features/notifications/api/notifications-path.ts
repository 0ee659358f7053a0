import type { QueryClient } from '@tanstack/react-query';
import type { TNotificationList } from '@portal/contracts/notifications/notifications.schemas';
import type { TSessionRole } from '../../../lib/session';

/** SPEC §6: notification calls use the student or the company path by role. */
export function notificationsPath(role: TSessionRole, call: string): string {
  return `/api/${role === 'company' ? 'Empresa' : 'Alumno'}/${call}`;
}

/** Root of every notifications query key: mutations invalidate it. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** Every notification POST answers the list after the change: show it at once. */
export function applyNotificationList(queryClient: QueryClient, list: TNotificationList | null | undefined): void {
  if (list && Array.isArray(list.notificaciones)) queryClient.setQueriesData({ queryKey: NOTIFICATIONS_KEY }, list);
}
