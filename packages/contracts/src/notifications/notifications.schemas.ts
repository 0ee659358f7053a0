import { z } from 'zod';
import { zCoercedId } from '../validation/ids';

/**
 * Notifications of the bell and the notification panel (SPEC §2 Notification panel, §3
 * Notification, §4 Notification, §7). The same calls exist under /api/Alumno and /api/Empresa;
 * each person reaches only their own notifications.
 */

/** SPEC §3 Notification, plus `fecha` (ISO-8601 UTC) for ordering and display. */
export const ZNotification = z.object({
  idNotificacion: z.number().int(),
  titulo: z.string(),
  /** HTML written by the office; the web sanitises it before rendering. */
  texto: z.string(),
  leida: z.boolean(),
  /** SPEC §2: the panel shows important notifications apart from the others. */
  Importante: z.boolean(),
  /** Where the notification leads; absent when it has no link. */
  urlAcceso: z.string().optional(),
  fecha: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/**
 * `datos` of GET dameNotificaciones and of every notification POST (the list after the change,
 * so the web can replace its cached copy): newest first, and `noLeidas`, the unread count the
 * bell and the page title show (SPEC §2 Shell).
 */
export const ZNotificationList = z.object({
  notificaciones: z.array(ZNotification),
  noLeidas: z.number().int().min(0),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** Body of marcarNotificacionLeida and eliminaNotificacion: `{ id }` (a numeric string is accepted). */
export const ZNotificationIdBody = z.object({
  id: zCoercedId('required'),
});
export type TNotificationIdBody = z.infer<typeof ZNotificationIdBody>;
