import { sql } from 'kysely';
import type { Db } from '../../platform/db';

/** Plain queries of the sign-in area; the rules live in the services. */

/** The columns a session is built from, for every way of finding the signing-in user. */
const LOGIN_USER_COLUMNS = [
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
] as const;

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(LOGIN_USER_COLUMNS).where('email', '=', email).executeTakeFirst();
}

export type LoginUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/**
 * A user as a session is built from, read again by id: the signed-in contact switching company
 * (#16 part 1), and the owner of a background export when the job runs (ADR 0020).
 */
export function sessionUserById(db: Db, id: number) {
  return db.selectFrom('users').select(LOGIN_USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The contact row of this user in this company, as the session check reads it (platform/session-state). */
export function contactOf(db: Db, userId: number, companyId: number) {
  return db
    .selectFrom('company_contacts')
    .select('id')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export function findStudent(db: Db, userId: number) {
  return db
    .selectFrom('students')
    .select(['kind', 'social_security_number', 'only_vocational'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function hasDocumentOfKind(db: Db, userId: number, kind: 'cv'): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('owner_user_id', '=', userId)
    .where('kind', '=', kind)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export async function studentHasInternships(db: Db, studentUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('internships')
    .select('id')
    .where('student_id', '=', studentUserId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** The companies a login user is an active contact of, by name. */
export function companiesOfContact(db: Db, userId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['c.id', 'c.nombre', 'c.validated', 'c.blocked'])
    .distinct()
    .where('cc.user_id', '=', userId)
    .where('cc.activo', '=', 1)
    .orderBy('c.nombre')
    .orderBy('c.id')
    .execute();
}

/** An agreement the company has signed: awaiting the university, at the secretariat, or in force. */
export async function hasSignedAgreement(db: Db, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('agreements')
    .select('id')
    .where('company_id', '=', companyId)
    .where('estado', 'in', ['firmado_empresa', 'enviado_secretaria', 'formalizado'])
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export async function markSignedIn(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_login_at: now, first_access_at: sql<string>`COALESCE(first_access_at, ${now})` })
    .where('id', '=', userId)
    .execute();
}

export async function setPreferredLanguage(db: Db, userId: number, lang: 'es' | 'ca'): Promise<void> {
  await db
    .updateTable('users')
    .set({ preferred_language: lang, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** The brand's own text when it has one, otherwise the common one; highest version wins. */
export function currentRgpdText(db: Db, brandKey: string) {
  return db
    .selectFrom('rgpd_texts')
    .selectAll()
    .where((eb) => eb.or([eb('brand_key', '=', brandKey), eb('brand_key', 'is', null)]))
    .orderBy(sql`CASE WHEN brand_key IS NULL THEN 1 ELSE 0 END`)
    .orderBy('version', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type RgpdText = NonNullable<Awaited<ReturnType<typeof currentRgpdText>>>;

export function findAcceptance(db: Db, userId: number, rgpdTextId: number) {
  return db
    .selectFrom('rgpd_acceptances')
    .select(['id', 'accepted_at'])
    .where('user_id', '=', userId)
    .where('rgpd_text_id', '=', rgpdTextId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function insertAcceptance(
  db: Db,
  row: { userId: number; rgpdTextId: number; acceptedAt: string; ip: string | null },
): Promise<void> {
  await db
    .insertInto('rgpd_acceptances')
    .values({ user_id: row.userId, rgpd_text_id: row.rgpdTextId, accepted_at: row.acceptedAt, ip: row.ip })
    // One acceptance per user and version: a double click keeps the first.
    .onConflict((oc) => oc.columns(['user_id', 'rgpd_text_id']).doNothing())
    .execute();
}
