import { sql } from 'kysely';
import { isPostgres } from '../../../db/schema-helpers';
import type { EvaluatorKind } from '../../../db/tables/tutoring';
import type { TrainingPlanState } from '../../../db/tables/internships';
import type { Db } from '../../../platform/db';

/** Plain queries of the academic tutor's pages (issue #15); the rules live in tutoring.service.ts. */

const fullName = (alias: string) =>
  sql<string | null>`${sql.ref(`${alias}.nombre`)} || ' ' || ${sql.ref(`${alias}.apellidos`)}`;

/** Internships with the brand they belong to (their company's) and the student's campus. */
function internships(db: Db) {
  return db
    .selectFrom('internships as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .innerJoin('users as su', 'su.id', 'i.student_id')
    .leftJoin('students as s', 's.user_id', 'i.student_id')
    .leftJoin('internship_evaluations as ea', (join) =>
      join.onRef('ea.internship_id', '=', 'i.id').on('ea.evaluador', '=', 'academico'),
    );
}

const LIST_COLUMNS = [
  'i.id',
  'i.titulo',
  'i.estado',
  'i.fecha_inicio',
  'i.fecha_fin',
  'i.plan_estado',
  'i.academic_tutor_user_id',
  'i.student_id',
  'i.company_id',
  'c.nombre as company_name',
  'c.brand_key',
  's.campus_id',
  'ea.submitted_at as evaluated_at',
] as const;

export interface TutoredFilter {
  brandKey: string;
  /** Only the internships this account tutors; null: every internship of the brand with a tutor. */
  tutorUserId: number | null;
  /** Empty: every campus. */
  campusIds: number[];
  q?: string;
  limit: number;
  offset: number;
}

function filtered(db: Db, f: TutoredFilter) {
  let query = internships(db).where('c.brand_key', '=', f.brandKey).where('i.academic_tutor_user_id', 'is not', null);
  if (f.tutorUserId !== null) query = query.where('i.academic_tutor_user_id', '=', f.tutorUserId);
  if (f.campusIds.length) query = query.where('s.campus_id', 'in', f.campusIds);
  if (f.q) {
    const like = `%${f.q.toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['i.titulo']), 'like', like),
        eb(eb.fn('lower', ['c.nombre']), 'like', like),
        eb(sql`lower(su.nombre || ' ' || su.apellidos)`, 'like', like),
      ]),
    );
  }
  return query;
}

export async function listTutored(db: Db, f: TutoredFilter) {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .select([...LIST_COLUMNS, fullName('su').as('student_name')])
      .orderBy('i.fecha_fin', 'desc')
      .orderBy('i.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export function findInternship(db: Db, id: number) {
  return internships(db)
    .select([
      ...LIST_COLUMNS,
      fullName('su').as('student_name'),
      'su.email as student_email',
      'i.tipo',
      'i.horario',
      'i.horas_dia',
      'i.horas_semana',
      'i.tareas',
      'i.objetivos',
      'i.plan_comentario',
      'i.plan_revisado_at',
      'i.tutor_empresa_nombre',
      'i.tutor_empresa_apellidos',
      'i.tutor_empresa_email',
      'i.tutor_empresa_telefono',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
}
export type TutoredInternship = NonNullable<Awaited<ReturnType<typeof findInternship>>>;

/** Locks the internship's row for a review (PostgreSQL; SQLite writes one at a time anyway). */
export function lockInternship(db: Db, id: number) {
  return db
    .selectFrom('internships')
    .select(['id', 'plan_estado'])
    .where('id', '=', id)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Moves the plan from 'pendiente', guarded: false when someone else reviewed it first. */
export async function reviewPlan(
  db: Db,
  id: number,
  values: { plan_estado: TrainingPlanState; plan_comentario: string | null; plan_revisado_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('internships')
    .set({ ...values, updated_at: values.plan_revisado_at })
    .where('id', '=', id)
    .where('plan_estado', '=', 'pendiente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function followUps(db: Db, internshipId: number) {
  return db
    .selectFrom('internship_follow_ups as f')
    .leftJoin('users as u', 'u.id', 'f.author_user_id')
    .select(['f.id', 'f.texto', 'f.created_at', fullName('u').as('author')])
    .where('f.internship_id', '=', internshipId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
}

export async function insertFollowUp(
  db: Db,
  row: { internship_id: number; author_user_id: number; texto: string; created_at: string },
): Promise<number> {
  const inserted = await db.insertInto('internship_follow_ups').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

const DOCUMENT_COLUMNS = [
  'id',
  'owner_user_id',
  'company_id',
  'nombre',
  'extension',
  'mime',
  'storage_key',
  'descripcion',
  'created_at',
] as const;

export function documents(db: Db, internshipId: number) {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('internship_id', '=', internshipId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function document(db: Db, internshipId: number, documentId: number) {
  return db
    .selectFrom('documents')
    .select(DOCUMENT_COLUMNS)
    .where('internship_id', '=', internshipId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** The company logins of a company (to tell it of a review). */
export function companyUsers(db: Db, companyId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select(['u.id', 'u.email', 'u.preferred_language'])
    .where('cc.company_id', '=', companyId)
    .where('u.status', '=', 'active')
    .orderBy('cc.id')
    .execute();
}

export function account(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'preferred_language', 'status', fullName('users').as('name')])
    .where('id', '=', userId)
    .executeTakeFirst();
}

// --- Evaluations ---

export function evaluations(db: Db, internshipId: number) {
  return db.selectFrom('internship_evaluations').selectAll().where('internship_id', '=', internshipId).execute();
}

export function evaluationOf(db: Db, internshipId: number, evaluador: EvaluatorKind) {
  return db
    .selectFrom('internship_evaluations')
    .selectAll()
    .where('internship_id', '=', internshipId)
    .where('evaluador', '=', evaluador)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function insertEvaluation(
  db: Db,
  row: {
    internship_id: number;
    evaluador: EvaluatorKind;
    nota: number | null;
    comentario: string | null;
    criterios: string | null;
    submitted_at: string | null;
    evaluator_user_id: number | null;
    token_hash: string | null;
    token_expires_at: string | null;
    sent_at: string | null;
    created_at: string;
  },
): Promise<number> {
  const inserted = await db.insertInto('internship_evaluations').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** A new link for an unanswered company evaluation (the earlier one stops working). */
export async function renewLink(
  db: Db,
  id: number,
  values: { token_hash: string; token_expires_at: string; sent_at: string; reminder: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('internship_evaluations')
    .set((eb) => ({
      token_hash: values.token_hash,
      token_expires_at: values.token_expires_at,
      sent_at: values.sent_at,
      reminders_sent: values.reminder ? eb('reminders_sent', '+', 1) : eb.ref('reminders_sent'),
    }))
    .where('id', '=', id)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a company evaluation, guarded: false when it was answered meanwhile. */
export async function submitEvaluation(
  db: Db,
  id: number,
  values: { nota: number; comentario: string | null; criterios: string; submitted_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('internship_evaluations')
    .set(values)
    .where('id', '=', id)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The company evaluation a link's token hash names, with what the public page shows of its internship. */
export function evaluationByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('internship_evaluations as e')
    .innerJoin('internships as i', 'i.id', 'e.internship_id')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .innerJoin('users as su', 'su.id', 'i.student_id')
    .select([
      'e.id',
      'e.internship_id',
      'e.submitted_at',
      'e.token_expires_at',
      'i.titulo',
      'i.fecha_inicio',
      'i.fecha_fin',
      'i.tutor_empresa_nombre',
      'i.tutor_empresa_apellidos',
      'c.nombre as company_name',
      'c.brand_key',
      fullName('su').as('student_name'),
    ])
    .where('e.evaluador', '=', 'empresa')
    .where('e.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

// --- The scheduled job ---

/** Internships of a brand that have ended (before `today`) with a company tutor e-mail and no company evaluation yet. */
export function endedWithoutCompanyEvaluation(db: Db, brandKey: string, today: string) {
  return db
    .selectFrom('internships as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .leftJoin('internship_evaluations as e', (join) =>
      join.onRef('e.internship_id', '=', 'i.id').on('e.evaluador', '=', 'empresa'),
    )
    .select('i.id')
    .where('c.brand_key', '=', brandKey)
    .where('e.id', 'is', null)
    .where('i.tutor_empresa_email', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('i.estado', '=', 'finalizada'),
        eb.and([eb('i.estado', '=', 'en_curso'), eb('i.fecha_fin', '<', today)]),
      ]),
    )
    .orderBy('i.id')
    .execute();
}

/** Unanswered company evaluations of a brand last mailed before `cutoff`, reminded fewer than `max` times. */
export function companyEvaluationsToRemind(db: Db, brandKey: string, cutoff: string, max: number) {
  return db
    .selectFrom('internship_evaluations as e')
    .innerJoin('internships as i', 'i.id', 'e.internship_id')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select(['e.id', 'e.internship_id'])
    .where('c.brand_key', '=', brandKey)
    .where('e.evaluador', '=', 'empresa')
    .where('e.submitted_at', 'is', null)
    .where('e.reminders_sent', '<', max)
    .where('e.sent_at', '<=', cutoff)
    .where('i.tutor_empresa_email', 'is not', null)
    .orderBy('e.id')
    .execute();
}
