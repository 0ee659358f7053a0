import type { TStudentState } from '@portal/contracts/office/students.schemas';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../../db/database';
import { isPostgres } from '../../../db/schema-helpers';
import type { Db } from '../../../platform/db';

/**
 * Plain queries of the office's students (issue #15 'Students'): the list, the sheet's parts, block
 * and unblock; the rules live in students.service.ts. A student is a `users` row of role 'student'
 * of the brand with its `students` row; an erased account (deregistered) is not listed.
 */

export interface StudentFilter {
  brandKey: string;
  /** Empty: every campus. Otherwise only students whose main campus is one of these. */
  campusIds: number[];
  q?: string;
  degreeId?: number;
  campusId?: number;
  course?: number;
  promotion?: number;
  state?: TStudentState;
  orden: 'nombre' | 'dni' | 'email' | 'alta';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** LIKE wildcards typed by the user are dropped rather than escaped: ESCAPE differs by engine. */
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '')}%`;

export const stateSql = sql<TStudentState>`CASE WHEN u.status = 'blocked' THEN 'bloqueado' WHEN u.password_hash IS NULL THEN 'pendiente' ELSE 'activo' END`;

function base(db: Db, brandKey: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('students as s', 's.user_id', 'u.id')
    .where('u.brand_key', '=', brandKey)
    .where('u.role', '=', 'student')
    .where('u.status', '<>', 'deregistered');
}

type StudentEb = ExpressionBuilder<Database & { u: Database['users']; s: Database['students'] }, 'u' | 's'>;

export function filtered(db: Db, f: Omit<StudentFilter, 'orden' | 'dir' | 'limit' | 'offset'>) {
  let query = base(db, f.brandKey);
  if (f.campusIds.length) query = query.where('s.campus_id', 'in', f.campusIds);
  if (f.campusId) query = query.where('s.campus_id', '=', f.campusId);
  if (f.promotion) query = query.where('s.anio_promocion', '=', f.promotion);
  if (f.degreeId || f.course) {
    const { degreeId, course } = f;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('student_studies as st')
          .select(sql`1`.as('one'))
          .whereRef('st.student_id', '=', 'u.id')
          .where('st.baja', '=', 0)
          .$if(!!degreeId, (q) => q.where('st.degree_id', '=', degreeId!))
          .$if(!!course, (q) => q.where('st.curso', '=', course!)),
      ),
    );
  }
  if (f.state === 'bloqueado') query = query.where('u.status', '=', 'blocked');
  if (f.state === 'pendiente') query = query.where('u.status', '=', 'active').where('u.password_hash', 'is', null);
  if (f.state === 'activo') query = query.where('u.status', '=', 'active').where('u.password_hash', 'is not', null);
  if (f.q) {
    const like = likeOf(f.q);
    query = query.where((eb: StudentEb) =>
      eb.or([
        eb(sql`lower(u.nombre || ' ' || u.apellidos)`, 'like', like),
        eb(sql`lower(u.apellidos || ' ' || u.nombre)`, 'like', like),
        eb(sql`lower(COALESCE(s.dni, ''))`, 'like', like),
        eb('u.email', 'like', like),
        eb(sql`lower(COALESCE(s.email_personal, ''))`, 'like', like),
      ]),
    );
  }
  return query;
}

const LIST_COLUMNS = [
  'u.id',
  'u.nombre',
  'u.apellidos',
  'u.email',
  'u.created_at',
  's.dni',
  's.campus_id',
  's.anio_promocion',
  'cp.name_es as campus_es',
  'cp.name_ca as campus_ca',
] as const;

export async function listStudents(db: Db, f: StudentFilter) {
  const sorts = {
    nombre: [sql`u.apellidos`, sql`u.nombre`],
    dni: [sql`s.dni`],
    email: [sql`u.email`],
    alta: [sql`u.created_at`],
  }[f.orden];
  let page = filtered(db, f)
    .leftJoin('campuses as cp', 'cp.id', 's.campus_id')
    .select([...LIST_COLUMNS, stateSql.as('estado')]);
  for (const column of sorts) page = page.orderBy(column, f.dir);
  const [rows, count] = await Promise.all([
    page.orderBy('u.id', f.dir).limit(f.limit).offset(f.offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The current degrees (names) of some students, for the list's column. */
export function degreeNamesOf(db: Db, studentIds: number[]) {
  if (!studentIds.length) return Promise.resolve([]);
  return db
    .selectFrom('student_studies as st')
    .innerJoin('degrees as d', 'd.id', 'st.degree_id')
    .select(['st.student_id', 'd.name_es', 'd.name_ca'])
    .where('st.student_id', 'in', studentIds)
    .where('st.baja', '=', 0)
    .orderBy('st.student_id')
    .orderBy('st.id')
    .execute();
}

/** One student of the brand, whatever their campus (the service decides on the scope). */
export function findStudent(db: Db, id: number, brandKey: string) {
  return base(db, brandKey)
    .leftJoin('campuses as cp', 'cp.id', 's.campus_id')
    .select([
      ...LIST_COLUMNS,
      stateSql.as('estado'),
      'u.status',
      'u.preferred_language',
      'u.password_hash',
      'u.first_access_at',
      'u.last_login_at',
      's.kind',
      's.email_personal',
      's.telefono1',
      's.fecha_nacimiento',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

export type StudentRecord = NonNullable<Awaited<ReturnType<typeof findStudent>>>;

/** Locks the account's row for a change (PostgreSQL; SQLite writes one at a time anyway). */
export function lockUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'status'])
    .where('id', '=', id)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export function studiesOf(db: Db, studentId: number) {
  return db
    .selectFrom('student_studies as st')
    .leftJoin('campuses as cp', 'cp.id', 'st.campus_id')
    .select(['st.id', 'st.degree_id', 'st.titulo', 'st.curso', 'st.finished', 'cp.name_es', 'cp.name_ca'])
    .where('st.student_id', '=', studentId)
    .where('st.baja', '=', 0)
    .orderBy('st.id')
    .execute();
}

export function applicationsOf(db: Db, studentId: number) {
  return db
    .selectFrom('applications as a')
    .innerJoin('offers as o', 'o.id', 'a.offer_id')
    .leftJoin('companies as c', 'c.id', 'o.company_id')
    .select(['a.id', 'a.estado', 'a.created_at', 'o.titulo', 'c.nombre as empresa'])
    .where('a.student_id', '=', studentId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(200)
    .execute();
}

export function internshipsOf(db: Db, studentId: number) {
  return db
    .selectFrom('internships as i')
    .leftJoin('companies as c', 'c.id', 'i.company_id')
    .select(['i.id', 'i.titulo', 'i.estado', 'i.fecha_inicio', 'i.fecha_fin', 'c.nombre as empresa'])
    .where('i.student_id', '=', studentId)
    .orderBy('i.fecha_inicio', 'desc')
    .orderBy('i.id', 'desc')
    .limit(200)
    .execute();
}

/** Surveys the student finished answering (anonymous answers carry no user: never listed). */
export function surveysAnsweredBy(db: Db, studentId: number) {
  return db
    .selectFrom('survey_responses as r')
    .innerJoin('surveys as v', 'v.id', 'r.survey_id')
    .select(['r.id', 'v.titulo', 'v.titulo_ca', 'r.updated_at'])
    .where('r.user_id', '=', studentId)
    .where('r.finished', '=', 1)
    .orderBy('r.updated_at', 'desc')
    .limit(200)
    .execute();
}

/** The student's timeline: audit rows about the account, oldest first, with the author's name. */
export function timeline(db: Db, studentId: number, brandKey: string) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select([
      'a.id',
      'a.occurred_at',
      'a.action',
      'a.actor_role',
      'a.from_state',
      'a.to_state',
      'a.reason',
      'u.nombre',
      'u.apellidos',
      'u.email',
    ])
    .where('a.brand_key', '=', brandKey)
    .where('a.object_type', 'in', ['student', 'user'])
    .where('a.object_id', '=', String(studentId))
    .orderBy('a.id')
    .limit(500)
    .execute();
}

/** Blocks or unblocks the account; a block also ends every session (token version bumped). */
export async function setStatus(db: Db, id: number, status: 'active' | 'blocked', now: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      status,
      updated_at: now,
      ...(status === 'blocked' ? { token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}
