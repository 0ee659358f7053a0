import type { TStaffKind } from '@portal/contracts/office/permissions';
import type { Db } from '../../../platform/db';

/** Plain queries of the office's staff management; the rules live in staff.service.ts. */

export interface StaffFilter {
  brandKey: string;
  q?: string;
  kind?: TStaffKind;
  active?: boolean;
  limit: number;
  offset: number;
}

function filtered(db: Db, f: StaffFilter) {
  let query = db
    .selectFrom('staff_members as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('u.brand_key', '=', f.brandKey);
  if (f.kind) query = query.where('s.kind', '=', f.kind);
  if (f.active !== undefined) query = query.where('s.active', '=', f.active ? 1 : 0);
  if (f.q) {
    // LIKE wildcards typed by the user are dropped rather than escaped: ESCAPE differs by engine.
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.email']), 'like', like),
        eb(eb.fn('lower', ['u.nombre']), 'like', like),
        eb(eb.fn('lower', ['u.apellidos']), 'like', like),
      ]),
    );
  }
  return query;
}

export async function listStaff(db: Db, f: StaffFilter) {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .select([
        's.user_id',
        's.kind',
        's.active',
        's.totp_enrolled_at',
        'u.email',
        'u.nombre',
        'u.apellidos',
        'u.password_hash',
        'u.last_login_at',
      ])
      .orderBy('u.apellidos')
      .orderBy('u.nombre')
      .orderBy('s.user_id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.user_id);
  const campuses = ids.length
    ? await db
        .selectFrom('staff_campuses')
        .select(['user_id', 'campus_id'])
        .where('user_id', 'in', ids)
        .orderBy('campus_id')
        .execute()
    : [];
  return { rows, campuses, total: Number(count.n) };
}

export function findStaffOfBrand(db: Db, userId: number, brandKey: string) {
  return db
    .selectFrom('staff_members as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.user_id',
      's.kind',
      's.active',
      's.totp_enrolled_at',
      'u.email',
      'u.nombre',
      'u.apellidos',
      'u.password_hash',
      'u.last_login_at',
      'u.status',
    ])
    .where('s.user_id', '=', userId)
    .where('u.brand_key', '=', brandKey)
    .executeTakeFirst();
}

export async function campusesOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('staff_campuses')
    .select('campus_id')
    .where('user_id', '=', userId)
    .orderBy('campus_id')
    .execute();
  return rows.map((r) => r.campus_id);
}

export async function existingCampusIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('campuses').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export function listCampuses(db: Db) {
  return db.selectFrom('campuses').select(['id', 'name_es', 'name_ca']).orderBy('id').execute();
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst());
}

export async function insertStaffUser(
  db: Db,
  row: {
    email: string;
    nombre: string;
    apellidos: string;
    brandKey: string;
    lang: 'es' | 'ca';
    kind: TStaffKind;
    /** Null for the first admin, created from the command line (issue #18 part 8). */
    invitedBy: number | null;
    now: string;
  },
): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      email: row.email,
      password_hash: null,
      role: 'staff',
      status: 'active',
      brand_key: row.brandKey,
      preferred_language: row.lang,
      first_access_at: null,
      last_login_at: null,
      nombre: row.nombre,
      apellidos: row.apellidos,
      created_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staff_members')
    .values({
      user_id: user.id,
      kind: row.kind,
      active: 1,
      totp_secret: null,
      totp_pending_secret: null,
      totp_enrolled_at: null,
      totp_last_step: null,
      invited_by_user_id: row.invitedBy,
      created_at: row.now,
    })
    .execute();
  return user.id;
}

export async function replaceCampuses(db: Db, userId: number, campusIds: number[]): Promise<void> {
  await db.deleteFrom('staff_campuses').where('user_id', '=', userId).execute();
  if (campusIds.length)
    await db
      .insertInto('staff_campuses')
      .values(campusIds.map((campus_id) => ({ user_id: userId, campus_id })))
      .execute();
}

export async function setKind(db: Db, userId: number, kind: TStaffKind, now: string): Promise<void> {
  await db.updateTable('staff_members').set({ kind, updated_at: now }).where('user_id', '=', userId).execute();
}

/** Deactivation blocks the account (every token stops at once: users.status and token_version). */
export async function setActive(db: Db, userId: number, active: boolean, now: string): Promise<void> {
  await db
    .updateTable('staff_members')
    .set({ active: active ? 1 : 0, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
  await db
    .updateTable('users')
    .set((eb) => ({
      status: active ? 'active' : 'blocked',
      token_version: eb('token_version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', userId)
    .execute();
}
