import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../platform/db';

/** A survey named by its id or by its urlAcceso. */
export type SurveyRef = { id: number } | { slug: string };

const SURVEY_COLUMNS = [
  'id',
  'brand_key',
  'titulo',
  'descripcion',
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
  'titulo_ca',
  'descripcion_ca',
] as const;

export function findSurvey(db: Db, ref: SurveyRef) {
  return db
    .selectFrom('surveys')
    .select(SURVEY_COLUMNS)
    .where((eb) => ('id' in ref ? eb('id', '=', ref.id) : eb('url_acceso', '=', ref.slug)))
    .executeTakeFirst();
}

export type SurveyRecord = NonNullable<Awaited<ReturnType<typeof findSurvey>>>;

/** Active surveys of the brand (or of every brand) whose answering window contains `today`. */
function openOn(brandKey: string, today: string) {
  return (eb: ExpressionBuilder<Database, 'surveys'>) =>
    eb.and([
      eb('activa', '=', 1),
      eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]),
      eb.or([eb('fecha_desde', 'is', null), eb('fecha_desde', '<=', today)]),
      eb.or([eb('fecha_hasta', 'is', null), eb('fecha_hasta', '>=', today)]),
    ]);
}

export function listOpenSurveys(db: Db, brandKey: string, today: string) {
  return db.selectFrom('surveys').select(SURVEY_COLUMNS).where(openOn(brandKey, today)).orderBy('id', 'asc').execute();
}

export function surveyQuestions(db: Db, surveyId: number) {
  return db
    .selectFrom('survey_questions')
    .select(['id', 'orden', 'texto', 'texto_ca', 'tipo', 'obligatoria', 'opciones'])
    .where('survey_id', '=', surveyId)
    .orderBy('orden', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export interface AssignmentRecord {
  survey_id: number;
  user_id: number;
  internship_id: number | null;
}

/** Every assignment of the given surveys: a survey with any is addressed to those users only. */
export function assignmentsOfSurveys(db: Db, surveyIds: number[]): Promise<AssignmentRecord[]> {
  if (surveyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('survey_assignments')
    .select(['survey_id', 'user_id', 'internship_id'])
    .where('survey_id', 'in', surveyIds)
    .orderBy('id', 'asc')
    .execute();
}

export interface InternshipParties {
  id: number;
  student_id: number;
  company_id: number;
}

export function internshipParties(db: Db, ids: number[]): Promise<InternshipParties[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('internships').select(['id', 'student_id', 'company_id']).where('id', 'in', ids).execute();
}

const RESPONSE_COLUMNS = [
  'id',
  'survey_id',
  'user_id',
  'internship_id',
  'respuestas',
  'finished',
  'updated_at',
] as const;

export function responsesOfUser(db: Db, userId: number, surveyIds: number[]) {
  if (surveyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('survey_responses')
    .select(RESPONSE_COLUMNS)
    .where('user_id', '=', userId)
    .where('survey_id', 'in', surveyIds)
    .execute();
}

export function findUserResponse(db: Db, surveyId: number, userId: number, internshipId: number | null) {
  return db
    .selectFrom('survey_responses')
    .select(RESPONSE_COLUMNS)
    .where('survey_id', '=', surveyId)
    .where('user_id', '=', userId)
    .where((eb) => (internshipId === null ? eb('internship_id', 'is', null) : eb('internship_id', '=', internshipId)))
    .orderBy('id', 'asc')
    .executeTakeFirst();
}

export type ResponseRecord = NonNullable<Awaited<ReturnType<typeof findUserResponse>>>;

export function findResponseByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('survey_responses')
    .select(RESPONSE_COLUMNS)
    .where('anonymous_token', '=', tokenHash)
    .executeTakeFirst();
}

export interface NewResponse {
  surveyId: number;
  userId: number | null;
  tokenHash: string | null;
  internshipId: number | null;
  respuestas: string;
  finished: boolean;
  now: string;
}

export async function insertResponse(db: Db, r: NewResponse): Promise<number> {
  const { id } = await db
    .insertInto('survey_responses')
    .values({
      survey_id: r.surveyId,
      user_id: r.userId,
      anonymous_token: r.tokenHash,
      internship_id: r.internshipId,
      respuestas: r.respuestas,
      finished: r.finished ? 1 : 0,
      created_at: r.now,
      updated_at: r.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Rows changed: 0 when the response was finished meanwhile (a finished response is never rewritten). */
export async function updateResponse(
  db: Db,
  id: number,
  respuestas: string,
  finished: boolean,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('survey_responses')
    .set({ respuestas, finished: finished ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .where('finished', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
