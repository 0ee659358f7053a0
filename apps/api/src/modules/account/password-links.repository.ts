import type { PasswordTokenPurpose } from '../../db/tables/people';
import type { Db } from '../../platform/db';

/** Plain queries of the password links (table password_tokens); the rules live in the service. */

export function findLinkUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'nombre', 'status', 'password_hash', 'preferred_language'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Unused links of a purpose are replaced by a new one: only the latest link works. */
export async function discardUnusedLinks(db: Db, userId: number, purposes: PasswordTokenPurpose[]): Promise<void> {
  await db
    .deleteFrom('password_tokens')
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertLink(
  db: Db,
  row: { userId: number; tokenHash: string; purpose: PasswordTokenPurpose; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('password_tokens')
    .values({
      user_id: row.userId,
      token_hash: row.tokenHash,
      purpose: row.purpose,
      expires_at: row.expiresAt,
      used_at: null,
      created_at: row.createdAt,
    })
    .execute();
}

export function findLinkByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.user_id',
      't.purpose',
      't.expires_at',
      't.used_at',
      'u.role',
      'u.password_hash',
      'u.status',
      'u.email',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a link used only if nobody did first: answers whether this call did (single use under races). */
export async function markLinkUsed(db: Db, linkId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The newest unused link of a purpose created after `since` (throttles repeated requests). */
export function recentUnusedLink(db: Db, userId: number, purpose: PasswordTokenPurpose, since: string) {
  return db
    .selectFrom('password_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db, userId: number, hash: string, now: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash, updated_at: now }).where('id', '=', userId).execute();
}
