import type { Insertable } from 'kysely';
import type { StudentRow, UserRow } from '../../db/tables/people';
import type { Db } from '../../platform/db';

/** Plain queries of the account area (registration, recovery look-ups, deregistration). */

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst());
}

export async function dniTaken(db: Db, dni: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('students').select('user_id').where('dni', '=', dni);
  if (exceptUserId !== undefined) query = query.where('user_id', '!=', exceptUserId);
  return !!(await query.limit(1).executeTakeFirst());
}

export async function insertUser(db: Db, row: Insertable<UserRow>): Promise<number> {
  const inserted = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertStudent(db: Db, row: Insertable<StudentRow>): Promise<void> {
  await db.insertInto('students').values(row).execute();
}

/** The users a recovery request for `usuario` may reach on the student side: by email or DNI/NIE. */
export function studentsForRecovery(db: Db, email: string, dni: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('students as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.preferred_language', 'u.status', 'u.sso_required'])
    .where('u.role', '=', 'student')
    .where((eb) => eb.or([eb('u.email', '=', email), eb('s.dni', '=', dni)]))
    .execute();
}

/** Office staff of a brand reached by their e-mail (only active office members: a deactivated one gets nothing). */
export function staffForRecovery(db: Db, email: string, brandKey: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('staff_members as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.preferred_language', 'u.status', 'u.sso_required'])
    .where('u.role', '=', 'staff')
    .where('u.email', '=', email)
    .where('u.brand_key', '=', brandKey)
    .where('s.active', '=', 1)
    .execute();
}

/** Company login users reached by a nick, an e-mail or a CIF (every active contact of that company). */
export function companyUsersForRecovery(db: Db, value: { lower: string; cif: string }) {
  return db
    .selectFrom('users as u')
    .leftJoin('company_contacts as cc', (join) => join.onRef('cc.user_id', '=', 'u.id').on('cc.activo', '=', 1))
    .leftJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['u.id', 'u.preferred_language', 'u.status'])
    .distinct()
    .where('u.role', '=', 'company')
    .where((eb) =>
      eb.or([
        eb('u.email', '=', value.lower),
        eb(eb.fn('lower', ['cc.nick']), '=', value.lower),
        eb('c.cif', '=', value.cif),
      ]),
    )
    .execute();
}

export function accountOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'nombre',
      'apellidos',
      'preferred_language',
      'sso_required',
      'password_hash',
      'recibir_informacion',
      'created_at',
      'last_login_at',
      'token_version',
      'role',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function pendingDeregistration(db: Db, userId: number) {
  return db
    .selectFrom('deregistration_requests')
    .select(['id'])
    .where('user_id', '=', userId)
    .where('estado', '=', 'pendiente')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function insertDeregistration(
  db: Db,
  row: { userId: number; motivo: string | null; datos: string | null; now: string },
): Promise<number> {
  const inserted = await db
    .insertInto('deregistration_requests')
    .values({ user_id: row.userId, company_id: null, motivo: row.motivo, datos: row.datos, created_at: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
