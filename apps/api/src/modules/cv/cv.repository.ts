import type { Insertable, Updateable } from 'kysely';
import type { DocumentKind, DocumentRow } from '../../db/tables/documents';
import type {
  StudentExperienceRow,
  StudentLanguageRow,
  StudentRow,
  StudentStudyRow,
  UserRow,
} from '../../db/tables/people';
import type { Db } from '../../platform/db';

/** Plain queries of the CV area; every query is scoped to the student it is given. */

/** The account and student rows of a student (undefined when the user is not a student). */
export function studentProfile(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('students as s', 's.user_id', 'u.id')
    .selectAll('s')
    .select(['u.nombre', 'u.apellidos', 'u.email as login_email', 'u.preferred_language', 'u.recibir_informacion'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
export type StudentProfile = NonNullable<Awaited<ReturnType<typeof studentProfile>>>;

export function studies(db: Db, studentId: number) {
  return db.selectFrom('student_studies').selectAll().where('student_id', '=', studentId).orderBy('id').execute();
}

export function study(db: Db, studentId: number, id: number) {
  return db
    .selectFrom('student_studies')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function languages(db: Db, studentId: number) {
  return db.selectFrom('student_languages').selectAll().where('student_id', '=', studentId).orderBy('id').execute();
}

export function language(db: Db, studentId: number, id: number) {
  return db
    .selectFrom('student_languages')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function experiences(db: Db, studentId: number) {
  return db.selectFrom('student_experiences').selectAll().where('student_id', '=', studentId).orderBy('id').execute();
}

export function experience(db: Db, studentId: number, id: number) {
  return db
    .selectFrom('student_experiences')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function skillIds(db: Db, studentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('student_skills')
    .select('skill_id')
    .where('student_id', '=', studentId)
    .orderBy('skill_id')
    .execute();
  return rows.map((r) => r.skill_id);
}

export async function interestIds(db: Db, studentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('student_interests')
    .select('tag_id')
    .where('student_id', '=', studentId)
    .orderBy('tag_id')
    .execute();
  return rows.map((r) => r.tag_id);
}

export function itPrograms(db: Db, studentId: number) {
  return db
    .selectFrom('student_it_programs')
    .select(['program_id', 'level_id'])
    .where('student_id', '=', studentId)
    .orderBy('program_id')
    .execute();
}

const DOCUMENT_COLUMNS = [
  'id',
  'kind',
  'nombre',
  'extension',
  'mime',
  'size',
  'storage_key',
  'url',
  'tipo_documento_id',
  'experience_id',
  'offer_id',
  'created_at',
] as const;

/** The student's own documents of the given kinds, oldest first. */
export function documentsOf(db: Db, userId: number, kinds: DocumentKind[]) {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('owner_user_id', '=', userId)
    .where('kind', 'in', kinds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
export type CvDocumentRow = Awaited<ReturnType<typeof documentsOf>>[number];

export function documentOf(db: Db, userId: number, id: number) {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('owner_user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Current degrees of this university: not finished, not withdrawn. */
export function currentDegrees(db: Db, studentId: number) {
  return db
    .selectFrom('student_studies as ss')
    .innerJoin('degrees as d', 'd.id', 'ss.degree_id')
    .select(['ss.id', 'ss.degree_id', 'ss.campus_id', 'ss.curso', 'd.name_es', 'd.name_ca', 'd.level'])
    .where('ss.student_id', '=', studentId)
    .where('ss.from_university', '=', 1)
    .where('ss.finished', '=', 0)
    .where('ss.baja', '=', 0)
    .orderBy('ss.id')
    .execute();
}

export async function updateStudent(db: Db, studentId: number, values: Updateable<StudentRow>): Promise<void> {
  await db.updateTable('students').set(values).where('user_id', '=', studentId).execute();
}

export async function updateUser(db: Db, userId: number, values: Updateable<UserRow>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

/** Countries of the list that are in the EU (at most one: enough to know there is one). */
export async function anyEuCountry(db: Db, countryIds: number[]): Promise<boolean> {
  const eu = await db
    .selectFrom('countries')
    .select('id')
    .where('id', 'in', countryIds)
    .where('eu', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return !!eu;
}

// Documents.

export async function insertDocument(db: Db, row: Insertable<DocumentRow>): Promise<number> {
  const { id } = await db.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function deleteDocument(db: Db, userId: number, id: number): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', id).where('owner_user_id', '=', userId).execute();
}

export async function deleteDocuments(db: Db, userId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('documents').where('id', 'in', ids).where('owner_user_id', '=', userId).execute();
}

export async function deleteDocumentsOfKind(db: Db, userId: number, kind: DocumentKind): Promise<void> {
  await db.deleteFrom('documents').where('owner_user_id', '=', userId).where('kind', '=', kind).execute();
}

export async function deleteExperienceDocuments(db: Db, userId: number, experienceId: number): Promise<void> {
  await db
    .deleteFrom('documents')
    .where('experience_id', '=', experienceId)
    .where('owner_user_id', '=', userId)
    .execute();
}

/** Whether the student holds a private document of the given type. */
export async function hasPrivateDocumentOfType(db: Db, userId: number, typeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('owner_user_id', '=', userId)
    .where('kind', '=', 'private')
    .where('tipo_documento_id', '=', typeId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

// Experiences.

export async function insertExperience(db: Db, row: Insertable<StudentExperienceRow>): Promise<number> {
  const { id } = await db.insertInto('student_experiences').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateExperience(
  db: Db,
  studentId: number,
  id: number,
  values: Updateable<StudentExperienceRow>,
): Promise<void> {
  await db
    .updateTable('student_experiences')
    .set(values)
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .execute();
}

export async function deleteExperience(db: Db, studentId: number, id: number): Promise<void> {
  await db.deleteFrom('student_experiences').where('id', '=', id).where('student_id', '=', studentId).execute();
}

// Languages.

export async function insertLanguage(db: Db, row: Insertable<StudentLanguageRow>): Promise<number> {
  const { id } = await db.insertInto('student_languages').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateLanguage(
  db: Db,
  studentId: number,
  id: number,
  values: Updateable<StudentLanguageRow>,
): Promise<void> {
  await db
    .updateTable('student_languages')
    .set(values)
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .execute();
}

export async function deleteLanguage(db: Db, studentId: number, id: number): Promise<void> {
  await db.deleteFrom('student_languages').where('id', '=', id).where('student_id', '=', studentId).execute();
}

// Studies.

export function degree(db: Db, degreeId: number) {
  return db
    .selectFrom('degrees')
    .select(['id', 'name_es', 'level', 'campus_id'])
    .where('id', '=', degreeId)
    .executeTakeFirst();
}

export async function insertStudy(db: Db, row: Insertable<StudentStudyRow>): Promise<number> {
  const { id } = await db.insertInto('student_studies').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateStudy(
  db: Db,
  studentId: number,
  id: number,
  values: Updateable<StudentStudyRow>,
): Promise<void> {
  await db
    .updateTable('student_studies')
    .set(values)
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .execute();
}

export async function deleteStudy(db: Db, studentId: number, id: number): Promise<void> {
  await db.deleteFrom('student_studies').where('id', '=', id).where('student_id', '=', studentId).execute();
}

// Data export (GDPR, data-export.service.ts).

/** Account columns that are the student's data (not the password hash or the token version). */
const EXPORT_ACCOUNT_COLUMNS = [
  'id',
  'email',
  'role',
  'status',
  'brand_key',
  'preferred_language',
  'nombre',
  'apellidos',
  'recibir_informacion',
  'first_access_at',
  'last_login_at',
  'created_at',
  'updated_at',
] as const;

export function exportAccount(db: Db, userId: number) {
  return db.selectFrom('users').select(EXPORT_ACCOUNT_COLUMNS).where('id', '=', userId).executeTakeFirstOrThrow();
}

export function studentRow(db: Db, userId: number) {
  return db.selectFrom('students').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/**
 * Every row of `table` whose `column` names the user. Table and column names come from a
 * constant list of the caller, never from a request; Kysely's typed builder cannot take a table
 * name chosen at run time.
 */
export async function rowsNaming(
  db: Db,
  table: string,
  column: string,
  userId: number,
): Promise<Record<string, unknown>[]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const loose = db as any;
  return (await loose.selectFrom(table).selectAll().where(column, '=', userId).execute()) as Record<string, unknown>[];
}

export async function applicationHistory(db: Db, applicationIds: number[]): Promise<Record<string, unknown>[]> {
  return db.selectFrom('application_history').selectAll().where('application_id', 'in', applicationIds).execute();
}
