import type { DocumentKind } from '../../db/tables/documents';
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
  return db.selectFrom('student_studies').selectAll().where('student_id', '=', studentId).where('id', '=', id).executeTakeFirst();
}

export function languages(db: Db, studentId: number) {
  return db.selectFrom('student_languages').selectAll().where('student_id', '=', studentId).orderBy('id').execute();
}

export function language(db: Db, studentId: number, id: number) {
  return db.selectFrom('student_languages').selectAll().where('student_id', '=', studentId).where('id', '=', id).executeTakeFirst();
}

export function experiences(db: Db, studentId: number) {
  return db.selectFrom('student_experiences').selectAll().where('student_id', '=', studentId).orderBy('id').execute();
}

export function experience(db: Db, studentId: number, id: number) {
  return db.selectFrom('student_experiences').selectAll().where('student_id', '=', studentId).where('id', '=', id).executeTakeFirst();
}

export async function skillIds(db: Db, studentId: number): Promise<number[]> {
  const rows = await db.selectFrom('student_skills').select('skill_id').where('student_id', '=', studentId).orderBy('skill_id').execute();
  return rows.map((r) => r.skill_id);
}

export async function interestIds(db: Db, studentId: number): Promise<number[]> {
  const rows = await db.selectFrom('student_interests').select('tag_id').where('student_id', '=', studentId).orderBy('tag_id').execute();
  return rows.map((r) => r.tag_id);
}

export function itPrograms(db: Db, studentId: number) {
  return db.selectFrom('student_it_programs').select(['program_id', 'level_id']).where('student_id', '=', studentId).orderBy('program_id').execute();
}

const DOCUMENT_COLUMNS = ['id', 'kind', 'nombre', 'extension', 'mime', 'size', 'storage_key', 'url', 'tipo_documento_id', 'experience_id', 'offer_id', 'created_at'] as const;

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
  return db.selectFrom('documents').select(DOCUMENT_COLUMNS).where('owner_user_id', '=', userId).where('id', '=', id).executeTakeFirst();
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

export async function touchStudent(db: Db, studentId: number, now: string): Promise<void> {
  await db.updateTable('students').set({ updated_at: now }).where('user_id', '=', studentId).execute();
}
