import type { Db } from '../../platform/db';

/** Plain queries of the login changes waiting for confirmation (table email_changes, ADR 0033). */

/** A new request replaces the user's unused ones: only the latest link works. */
export async function discardUnused(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function insertChange(
  db: Db,
  row: {
    userId: number;
    oldEmail: string;
    newEmail: string;
    tokenHash: string;
    expiresAt: string;
    requestedBy: number | null;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('email_changes')
    .values({
      user_id: row.userId,
      old_email: row.oldEmail,
      new_email: row.newEmail,
      token_hash: row.tokenHash,
      expires_at: row.expiresAt,
      used_at: null,
      requested_by: row.requestedBy,
      created_at: row.now,
    })
    .execute();
}

export function findByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('email_changes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.user_id',
      'c.old_email',
      'c.new_email',
      'c.expires_at',
      'c.used_at',
      'u.email',
      'u.nombre',
      'u.status',
      'u.brand_key',
      'u.preferred_language',
    ])
    .where('c.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends a link only if nobody did first (single use under races). */
export async function markUsed(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_changes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function loginTaken(db: Db, email: string, userId: number) {
  return db.selectFrom('users').select('id').where('email', '=', email).where('id', '<>', userId).executeTakeFirst();
}

export async function setLogin(db: Db, userId: number, email: string, now: string): Promise<void> {
  await db.updateTable('users').set({ email, updated_at: now }).where('id', '=', userId).execute();
}
