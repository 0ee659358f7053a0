import type { TNotification, TNotificationList } from '@portal/contracts/notifications/notifications.schemas';
import { notFound } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import * as repo from './notifications.repository';
import type { NotificationScope } from './notifications.repository';

/** The panel lists the newest notifications; the unread count covers them all. */
export const NOTIFICATIONS_LIST_MAX = 200;

type Row = Awaited<ReturnType<typeof repo.listNotifications>>[number];

function toNotification(row: Row): TNotification {
  const n: TNotification = {
    idNotificacion: row.id,
    titulo: row.titulo,
    texto: row.texto,
    leida: Number(row.leida) === 1,
    Importante: Number(row.importante) === 1,
    fecha: row.created_at,
  };
  if (row.url_acceso) n.urlAcceso = row.url_acceso;
  return n;
}

export async function listForUser(db: Db, scope: NotificationScope): Promise<TNotificationList> {
  const [rows, noLeidas] = await Promise.all([
    repo.listNotifications(db, scope, NOTIFICATIONS_LIST_MAX),
    repo.countUnread(db, scope),
  ]);
  return { notificaciones: rows.map(toNotification), noLeidas };
}

/** SPEC §4: a notification becomes read when opened. */
export async function markAsRead(db: Db, scope: NotificationScope, id: number): Promise<TNotificationList> {
  if ((await repo.markRead(db, scope, id)) === 0) throw notFound();
  return listForUser(db, scope);
}

/** SPEC §4: deleted singly (swipe left in the panel, SPEC §2). */
export async function deleteOne(db: Db, scope: NotificationScope, id: number): Promise<TNotificationList> {
  if ((await repo.deleteNotification(db, scope, id)) === 0) throw notFound();
  return listForUser(db, scope);
}

/** SPEC §4: when the panel closes, the unread notifications without a link become read. */
export async function markAllWithoutLinkAsRead(db: Db, scope: NotificationScope): Promise<TNotificationList> {
  await db.transaction().execute((trx) => repo.markReadWithoutLink(trx, scope));
  return listForUser(db, scope);
}

/** SPEC §2 panel 'delete all'. */
export async function deleteAll(db: Db, scope: NotificationScope): Promise<TNotificationList> {
  await db.transaction().execute((trx) => repo.deleteAllNotifications(trx, scope));
  return listForUser(db, scope);
}
