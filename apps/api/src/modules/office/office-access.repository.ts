import type { Db } from '../../platform/db';

/** The staff row behind a signed-in office user, with their account and campus scope. */
export async function findStaffMember(db: Db, userId: number) {
  const row = await db
    .selectFrom('staff_members as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.user_id',
      's.kind',
      's.active',
      's.totp_secret',
      's.totp_pending_secret',
      's.totp_enrolled_at',
      's.totp_last_step',
      'u.email',
      'u.nombre',
      'u.apellidos',
      'u.brand_key',
      'u.status',
      'u.role',
      'u.preferred_language',
      'u.token_version',
    ])
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const campuses = await db
    .selectFrom('staff_campuses')
    .select('campus_id')
    .where('user_id', '=', userId)
    .orderBy('campus_id')
    .execute();
  return { ...row, campusIds: campuses.map((c) => c.campus_id) };
}

export type StaffMember = NonNullable<Awaited<ReturnType<typeof findStaffMember>>>;
