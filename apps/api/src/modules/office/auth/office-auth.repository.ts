import type { Db } from '../../../platform/db';

/** Plain queries of the office sign-in and second factor; the rules live in office-login.service.ts. */

export function findLoginUserById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'password_hash',
      'role',
      'status',
      'brand_key',
      'preferred_language',
      'token_version',
      'first_access_at',
      'sso_required',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function setPendingSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db
    .updateTable('staff_members')
    .set({ totp_pending_secret: secret, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .execute();
}

/** Records the accepted time step only if it is newer than the last one: answers whether this call did (no replay). */
export async function advanceTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_members')
    .set({ totp_last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Enrolment confirmed: the pending secret becomes the secret; the codes of any earlier enrolment go. */
export async function confirmEnrolment(
  db: Db,
  input: { userId: number; secret: string; step: number; now: string; codeHashes: string[] },
): Promise<boolean> {
  const result = await db
    .updateTable('staff_members')
    .set({
      totp_secret: input.secret,
      totp_pending_secret: null,
      totp_enrolled_at: input.now,
      totp_last_step: input.step,
      updated_at: input.now,
    })
    .where('user_id', '=', input.userId)
    .where('totp_pending_secret', '=', input.secret)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.deleteFrom('staff_recovery_codes').where('user_id', '=', input.userId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(
      input.codeHashes.map((code_hash) => ({ user_id: input.userId, code_hash, used_at: null, created_at: input.now })),
    )
    .execute();
  return true;
}

/** Spends an unused recovery code: answers whether this call did. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
