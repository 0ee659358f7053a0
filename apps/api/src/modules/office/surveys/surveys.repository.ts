import type { Insertable, Updateable } from 'kysely';
import type { SurveyQuestionRow, SurveyRow } from '../../../db/tables/content';
import type { Db } from '../../../platform/db';

/**
 * Plain queries of the office's survey builder and results (issue #15 'Survey builder'); the
 * rules live in surveys.service.ts. The office manages the surveys of its own brand only.
 */

const SURVEY_COLUMNS = [
  'id',
  'brand_key',
  'titulo',
  'titulo_ca',
  'descripcion',
  'descripcion_ca',
  'url_acceso',
  'obligatoria',
  'anonima',
  'para_alumnos',
  'para_empresa',
  'para_tutor_academico',
  'solo_nuevos',
  'internship_id',
  'max_length',
  'activa',
  'fecha_desde',
  'fecha_hasta',
] as const;

export function listBrandSurveys(db: Db, brandKey: string) {
  return db
    .selectFrom('surveys')
    .select(SURVEY_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('survey_responses as r')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('r.survey_id', '=', 'surveys.id')
        .where('r.finished', '=', 1)
        .as('respuestas'),
    )
    .where('brand_key', '=', brandKey)
    .orderBy('id', 'desc')
    .execute();
}

export function findBrandSurvey(db: Db, id: number, brandKey: string) {
  return db
    .selectFrom('surveys')
    .select(SURVEY_COLUMNS)
    .where('id', '=', id)
    .where('brand_key', '=', brandKey)
    .executeTakeFirst();
}

export type OfficeSurveyRecord = NonNullable<Awaited<ReturnType<typeof findBrandSurvey>>>;

export function questionsOf(db: Db, surveyId: number) {
  return db
    .selectFrom('survey_questions')
    .select(['id', 'orden', 'texto', 'texto_ca', 'tipo', 'obligatoria', 'opciones'])
    .where('survey_id', '=', surveyId)
    .orderBy('orden', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function countResponses(db: Db, surveyId: number): Promise<number> {
  const row = await db
    .selectFrom('survey_responses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('survey_id', '=', surveyId)
    .where((eb) => eb.or([eb('finished', '=', 1), eb('respuestas', '!=', '[]')]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function slugTaken(db: Db, slug: string) {
  return db.selectFrom('surveys').select('id').where('url_acceso', '=', slug).executeTakeFirst();
}

export async function insertSurvey(db: Db, values: Insertable<SurveyRow>): Promise<number> {
  const { id } = await db.insertInto('surveys').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateSurvey(db: Db, id: number, values: Updateable<SurveyRow>): Promise<void> {
  await db.updateTable('surveys').set(values).where('id', '=', id).execute();
}

export async function deleteQuestionsExcept(db: Db, surveyId: number, keep: number[]): Promise<void> {
  let q = db.deleteFrom('survey_questions').where('survey_id', '=', surveyId);
  if (keep.length > 0) q = q.where('id', 'not in', keep);
  await q.execute();
}

export async function insertQuestion(db: Db, values: Insertable<SurveyQuestionRow>): Promise<number> {
  const { id } = await db.insertInto('survey_questions').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateQuestion(
  db: Db,
  id: number,
  surveyId: number,
  values: Updateable<SurveyQuestionRow>,
): Promise<void> {
  await db.updateTable('survey_questions').set(values).where('id', '=', id).where('survey_id', '=', surveyId).execute();
}

/** The internship with its student's brand and campus (to check brand and campus scope). */
export function internshipScope(db: Db, id: number) {
  return db
    .selectFrom('internships as i')
    .innerJoin('users as u', 'u.id', 'i.student_id')
    .leftJoin('students as s', 's.user_id', 'i.student_id')
    .select(['i.id', 'i.student_id', 'i.company_id', 'i.academic_tutor_user_id', 'u.brand_key', 's.campus_id'])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

export async function countAssignments(db: Db, surveyId: number): Promise<number> {
  const row = await db
    .selectFrom('survey_assignments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Active users of the brand with this role (staff: only academic tutors). */
export async function countActiveUsers(
  db: Db,
  brandKey: string,
  role: 'student' | 'company' | 'tutor',
): Promise<number> {
  let q = db
    .selectFrom('users as u')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('u.brand_key', '=', brandKey)
    .where('u.status', '=', 'active');
  if (role === 'tutor')
    q = q
      .innerJoin('staff_members as m', 'm.user_id', 'u.id')
      .where('m.kind', '=', 'tutor')
      .where('m.active', '=', 1)
      .where('u.role', '=', 'staff');
  else q = q.where('u.role', '=', role);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Users signing in for a company (its contacts with an account). */
export async function countCompanyUsers(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('company_contacts')
    .select((eb) => eb.fn.count<number | string>('user_id').distinct().as('n'))
    .where('company_id', '=', companyId)
    .where('user_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Finished responses; the respondent's name only where the caller may show it. */
export function finishedResponses(db: Db, surveyId: number) {
  return db
    .selectFrom('survey_responses as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.respuestas', 'r.updated_at', 'u.nombre', 'u.apellidos'])
    .where('r.survey_id', '=', surveyId)
    .where('r.finished', '=', 1)
    .orderBy('r.id', 'asc')
    .execute();
}
