import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../platform/db';

/** Whose notifications a request may reach: the token's user and, for a company contact, its company. */
export interface NotificationScope {
  userId: number;
  companyId: number | null;
}

/**
 * A user's own notifications; those tied to a company (a contact of several companies) only
 * while signed in for that company.
 */
function ownedBy(scope: NotificationScope) {
  return (eb: ExpressionBuilder<Database, 'notifications'>) =>
    eb.and([
      eb('user_id', '=', scope.userId),
      scope.companyId === null
        ? eb('company_id', 'is', null)
        : eb.or([eb('company_id', 'is', null), eb('company_id', '=', scope.companyId)]),
    ]);
}

function withoutLink(eb: ExpressionBuilder<Database, 'notifications'>) {
  return eb.or([eb('url_acceso', 'is', null), eb('url_acceso', '=', '')]);
}

export function listNotifications(db: Db, scope: NotificationScope, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'titulo', 'texto', 'leida', 'importante', 'url_acceso', 'created_at'])
    .where(ownedBy(scope))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, scope: NotificationScope): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ownedBy(scope))
    .where('leida', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Number of rows changed: 0 when the notification is not the user's (or does not exist). */
export async function markRead(db: Db, scope: NotificationScope, id: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ leida: 1 })
    .where('id', '=', id)
    .where(ownedBy(scope))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteNotification(db: Db, scope: NotificationScope, id: number): Promise<number> {
  const result = await db.deleteFrom('notifications').where('id', '=', id).where(ownedBy(scope)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function markReadWithoutLink(db: Db, scope: NotificationScope): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ leida: 1 })
    .where(ownedBy(scope))
    .where('leida', '=', 0)
    .where(withoutLink)
    .execute();
}

export async function deleteAllNotifications(db: Db, scope: NotificationScope): Promise<void> {
  await db.deleteFrom('notifications').where(ownedBy(scope)).execute();
}

/** A new notification: to a user, and for a company contact the company it concerns. */
export interface NewNotification {
  userId: number;
  companyId?: number | null;
  titulo: string;
  /** HTML, escaped by the caller. */
  texto: string;
  url?: string | null;
  /** Shown first and kept apart (the office's decisions and jobs); informative otherwise. */
  importante: boolean;
  now: string;
}

/** Writes one notification with the caller's handle, so that it commits with the change it tells of. */
export async function insertNotification(db: Db, row: NewNotification): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      user_id: row.userId,
      company_id: row.companyId ?? null,
      titulo: row.titulo,
      texto: row.texto,
      importante: row.importante ? 1 : 0,
      leida: 0,
      url_acceso: row.url ?? null,
      created_at: row.now,
    })
    .execute();
}
