import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionScope, useSession, type TSessionRole } from '../../../lib/session';
import type { TNotificationList } from '@portal/contracts/notifications/notifications.schemas';
import { NOTIFICATIONS_KEY, notificationsPath } from './notifications-path';

/** SPEC §2 Shell: the bell keeps the count fresh; TanStack Query pauses it while the tab is hidden. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** GET /api/{Alumno|Empresa}/dameNotificaciones. Silent: a failed background refresh raises no popup. */
export async function getNotifications(role: TSessionRole, signal?: AbortSignal): Promise<TNotificationList> {
  const { datos } = await api.get<TNotificationList | null>(notificationsPath(role, 'dameNotificaciones'), {
    silent: true,
    signal,
  });
  return {
    notificaciones: Array.isArray(datos?.notificaciones) ? datos.notificaciones : [],
    noLeidas: typeof datos?.noLeidas === 'number' ? datos.noLeidas : 0,
  };
}

/** `session` (a piece of the token) keeps one user's list from showing to the next in this tab. */
export function notificationsQueryOptions(role: TSessionRole, session: string) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, role, session],
    queryFn: ({ signal }) => getNotifications(role, signal),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useNotifications() {
  const { role, token } = useSession();
  return useQuery({
    ...notificationsQueryOptions(role ?? 'student', sessionScope(token)),
    enabled: role !== null,
  });
}
