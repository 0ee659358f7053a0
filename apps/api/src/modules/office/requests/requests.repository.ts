import type { TRequestKind, TRequestState } from '@portal/contracts/office/requests.schemas';
import { sql, type AliasedExpression, type SqlBool } from 'kysely';
import { isPostgres } from '../../../db/schema-helpers';
import type { Db } from '../../../platform/db';

/**
 * Plain queries of the office's requests (issue #14 '5. Requests'); the rules live in
 * requests.service.ts. The four kinds are read through one shape (RequestRow) so that the list,
 * its filters and its sorting are written once.
 */

/** The table of each kind and the audit object type of its rows. */
export const TABLE_OF = {
  practicas: 'practice_requests',
  cambio: 'internship_change_requests',
  educacion: 'education_requests',
  baja: 'deregistration_requests',
} as const satisfies Record<TRequestKind, string>;

export interface RequestRow {
  id: number;
  estado: string;
  titulo: string | null;
  created_at: string;
  decided_at: string | null;
  decision_reason: string | null;
  decided_by_name: string | null;
  requester_user_id: number | null;
  requester_name: string | null;
  requester_role: string | null;
  company_id: number | null;
  company_name: string | null;
  student_id: number | null;
  student_name: string | null;
  campus_id: number | null;
  campus_es: string | null;
  campus_ca: string | null;
  brand_key: string | null;
}

const fullName = (alias: string) =>
  sql<string | null>`${sql.ref(`${alias}.nombre`)} || ' ' || ${sql.ref(`${alias}.apellidos`)}`;

/** One kind's rows in the common shape, each with the brand it belongs to and the student it concerns. */
function kindRows(db: Db, kind: TRequestKind): AliasedExpression<RequestRow, 'r'> {
  const common = [
    sql<string | null>`dec.nombre || ' ' || dec.apellidos`.as('decided_by_name'),
    fullName('ru').as('requester_name'),
    sql<string | null>`ru.role`.as('requester_role'),
    fullName('su').as('student_name'),
    sql<number | null>`s.campus_id`.as('campus_id'),
    sql<string | null>`cp.name_es`.as('campus_es'),
    sql<string | null>`cp.name_ca`.as('campus_ca'),
  ];
  switch (kind) {
    case 'practicas':
      return db
        .selectFrom('practice_requests as x')
        .leftJoin('companies as c', 'c.id', 'x.company_id')
        .leftJoin('users as ru', 'ru.id', 'x.requested_by_user_id')
        .leftJoin('users as su', 'su.id', 'x.student_id')
        .leftJoin('students as s', 's.user_id', 'x.student_id')
        .leftJoin('campuses as cp', 'cp.id', 's.campus_id')
        .leftJoin('users as dec', 'dec.id', 'x.decided_by')
        .select([
          'x.id',
          'x.estado',
          'x.titulo',
          'x.created_at',
          'x.decided_at',
          'x.decision_reason',
          'x.requested_by_user_id as requester_user_id',
          'x.company_id',
          'c.nombre as company_name',
          'x.student_id',
          sql<string | null>`COALESCE(c.brand_key, ru.brand_key)`.as('brand_key'),
          ...common,
        ])
        .$castTo<RequestRow>()
        .as('r');
    case 'cambio':
      return db
        .selectFrom('internship_change_requests as x')
        .innerJoin('companies as c', 'c.id', 'x.company_id')
        .leftJoin('internships as i', 'i.id', 'x.internship_id')
        .leftJoin('users as ru', 'ru.id', 'x.requested_by_user_id')
        .leftJoin('users as su', 'su.id', 'i.student_id')
        .leftJoin('students as s', 's.user_id', 'i.student_id')
        .leftJoin('campuses as cp', 'cp.id', 's.campus_id')
        .leftJoin('users as dec', 'dec.id', 'x.decided_by')
        .select([
          'x.id',
          'x.estado',
          sql<string | null>`COALESCE(i.titulo, x.accion)`.as('titulo'),
          'x.created_at',
          'x.decided_at',
          'x.decision_reason',
          'x.requested_by_user_id as requester_user_id',
          'x.company_id',
          'c.nombre as company_name',
          'i.student_id',
          'c.brand_key',
          ...common,
        ])
        .$castTo<RequestRow>()
        .as('r');
    case 'educacion':
      return db
        .selectFrom('education_requests as x')
        .innerJoin('companies as c', 'c.id', 'x.company_id')
        .leftJoin('users as ru', (join) => join.on(sql<SqlBool>`1 = 0`))
        .leftJoin('users as su', 'su.id', 'x.student_id')
        .leftJoin('students as s', 's.user_id', 'x.student_id')
        .leftJoin('campuses as cp', 'cp.id', 's.campus_id')
        .leftJoin('users as dec', 'dec.id', 'x.decided_by')
        .select([
          'x.id',
          'x.estado',
          'x.titulo',
          'x.created_at',
          'x.decided_at',
          'x.decision_reason',
          sql<number | null>`NULL`.as('requester_user_id'),
          'x.company_id',
          'c.nombre as company_name',
          'x.student_id',
          'c.brand_key',
          ...common,
        ])
        .$castTo<RequestRow>()
        .as('r');
    case 'baja':
      return db
        .selectFrom('deregistration_requests as x')
        .innerJoin('users as ru', 'ru.id', 'x.user_id')
        .leftJoin('companies as c', 'c.id', 'x.company_id')
        .leftJoin('students as s', 's.user_id', 'x.user_id')
        .leftJoin('users as su', 'su.id', 's.user_id')
        .leftJoin('campuses as cp', 'cp.id', 's.campus_id')
        .leftJoin('users as dec', 'dec.id', 'x.decided_by')
        .select([
          'x.id',
          // Requests settled before the console count as accepted.
          sql<string>`CASE WHEN x.estado = 'procesada' THEN 'aceptada' ELSE x.estado END`.as('estado'),
          'x.motivo as titulo',
          'x.created_at',
          'x.decided_at',
          'x.decision_reason',
          'x.user_id as requester_user_id',
          'x.company_id',
          'c.nombre as company_name',
          's.user_id as student_id',
          'ru.brand_key',
          ...common,
        ])
        .$castTo<RequestRow>()
        .as('r');
  }
}

export interface RequestFilter {
  brandKey: string;
  /** Empty: every campus. Otherwise requests about a student of another campus stay out. */
  campusIds: number[];
  estado?: TRequestState;
  q?: string;
  orden: 'fecha' | 'solicitante' | 'estado';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** LIKE wildcards typed by the user are dropped rather than escaped: ESCAPE differs by engine. */
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '')}%`;

function filtered(db: Db, kind: TRequestKind, f: Omit<RequestFilter, 'orden' | 'dir' | 'limit' | 'offset'>) {
  let query = db
    .selectFrom(kindRows(db, kind))
    .where('r.brand_key', '=', f.brandKey)
    // A requester's draft has not reached the office.
    .where('r.estado', '<>', 'borrador');
  if (f.campusIds.length) {
    const scope = f.campusIds;
    query = query.where((eb) => eb.or([eb('r.student_id', 'is', null), eb('r.campus_id', 'in', scope)]));
  }
  if (f.estado) query = query.where('r.estado', '=', f.estado);
  if (f.q) {
    const like = likeOf(f.q);
    query = query.where((eb) =>
      eb.or(
        (['r.titulo', 'r.requester_name', 'r.company_name', 'r.student_name'] as const).map((column) =>
          eb(eb.fn('lower', [eb.fn.coalesce(column, sql.lit(''))]), 'like', like),
        ),
      ),
    );
  }
  return query;
}

export async function listRequests(db: Db, kind: TRequestKind, f: RequestFilter) {
  const column = {
    fecha: sql`r.created_at`,
    solicitante: sql`lower(COALESCE(r.requester_name, r.company_name, ''))`,
    estado: sql`r.estado`,
  }[f.orden];
  const [rows, count] = await Promise.all([
    filtered(db, kind, f)
      .selectAll('r')
      .orderBy(column, f.dir)
      .orderBy('r.id', f.dir)
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    filtered(db, kind, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One request of the brand, whatever its campus (the service decides on the scope). */
export function findRequest(db: Db, kind: TRequestKind, id: number, brandKey: string) {
  return db
    .selectFrom(kindRows(db, kind))
    .selectAll('r')
    .where('r.id', '=', id)
    .where('r.brand_key', '=', brandKey)
    .where('r.estado', '<>', 'borrador')
    .executeTakeFirst();
}

/** Everything the requester sent, for the sheet. */
export async function requestDetail(db: Db, kind: TRequestKind, id: number) {
  switch (kind) {
    case 'practicas':
      return db
        .selectFrom('practice_requests as x')
        .leftJoin('programmes as p', 'p.id', 'x.programme_id')
        .leftJoin('work_centres as w', 'w.id', 'x.work_centre_id')
        .leftJoin('degrees as d', 'd.id', 'x.degree_id')
        .select([
          'x.tareas',
          'x.fecha_inicio',
          'x.fecha_fin',
          'x.horas_dia',
          'x.horas_semana',
          'x.horas_totales',
          'x.ayuda_estudio',
          'x.tutor_empresa_nombre',
          'x.tutor_empresa_email',
          'x.datos',
          'p.nombre_es as programa',
          'w.nombre as centro',
          'd.name_es as titulacion',
        ])
        .where('x.id', '=', id)
        .executeTakeFirst();
    case 'cambio':
      return db
        .selectFrom('internship_change_requests as x')
        .leftJoin('internships as i', 'i.id', 'x.internship_id')
        .select(['x.accion', 'x.descripcion', 'x.datos', 'i.fecha_inicio', 'i.fecha_fin', 'i.estado as practica'])
        .where('x.id', '=', id)
        .executeTakeFirst();
    case 'educacion':
      return db
        .selectFrom('education_requests as x')
        .leftJoin('schools as sc', 'sc.id', 'x.school_id')
        .select([
          'x.curso',
          'x.descripcion',
          'x.plazas',
          'x.fecha_inicio',
          'x.fecha_fin',
          'x.datos',
          'sc.name as centro_educativo',
        ])
        .where('x.id', '=', id)
        .executeTakeFirst();
    case 'baja':
      return db
        .selectFrom('deregistration_requests as x')
        .select(['x.motivo', 'x.datos'])
        .where('x.id', '=', id)
        .executeTakeFirst();
  }
}

const OBJECT_TYPE = {
  practicas: 'practice_request',
  cambio: 'internship_change_request',
  educacion: 'education_request',
  baja: 'deregistration_request',
} as const satisfies Record<TRequestKind, string>;

export const objectTypeOf = (kind: TRequestKind) => OBJECT_TYPE[kind];

/** The request's timeline: its audit rows, oldest first, with the author's name. */
export function timeline(db: Db, kind: TRequestKind, id: number, brandKey: string) {
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
    .where('a.object_type', '=', OBJECT_TYPE[kind])
    .where('a.object_id', '=', String(id))
    .orderBy('a.id')
    .limit(500)
    .execute();
}

/**
 * Moves a pending request to its decided state (inside the caller's transaction). Answers false
 * when it was no longer pending: someone else decided first.
 */
export async function setDecision(
  db: Db,
  kind: TRequestKind,
  id: number,
  values: { estado: 'aceptada' | 'rechazada'; decided_by: number; decided_at: string; decision_reason: string | null },
): Promise<boolean> {
  const table = TABLE_OF[kind];
  const extra = kind === 'educacion' && values.estado === 'rechazada' ? { motivo_rechazo: values.decision_reason } : {};
  const result = await db
    .updateTable(table)
    .set({ ...values, ...extra })
    .where('id', '=', id)
    .where('estado', '=', 'pendiente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Locks the request's row for the decision (PostgreSQL; SQLite writes one at a time anyway). */
export async function lockRequest(db: Db, kind: TRequestKind, id: number) {
  return db
    .selectFrom(TABLE_OF[kind])
    .select(['id', 'estado'])
    .where('id', '=', id)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The account a decision is told to: its address and language, read before anything is anonymised. */
export function accountOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'preferred_language', 'nombre', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The company's contacts who sign in, for a request that has no individual requester. */
export function companyLogins(db: Db, companyId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select(['u.id', 'u.email', 'u.role', 'u.preferred_language', 'u.nombre', 'u.status'])
    .where('cc.company_id', '=', companyId)
    .where('u.status', '=', 'active')
    .orderBy('cc.principal', 'desc')
    .orderBy('cc.id')
    .execute();
}

/** How many requests of a kind wait, and since when the oldest waits (the dashboard's counters, the same rows as the list). */
export async function waiting(db: Db, kind: TRequestKind, brandKey: string, campusIds: number[]) {
  const row = await filtered(db, kind, { brandKey, campusIds, estado: 'pendiente' })
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min<string | null>('r.created_at').as('oldest')])
    .executeTakeFirst();
  return { total: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
}
