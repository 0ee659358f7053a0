import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../../db/database';
import type { AdhesionState } from '../../../db/tables/internships';
import { DEFAULT_BRAND_KEY } from '../../../platform/brand';
import type { Db } from '../../../platform/db';

/**
 * SQL of the office's programmes (issue #15 'Content'). A programme with brand_key null is common
 * to every brand (the seeded ones); the default brand's office manages those, every other brand
 * only its own.
 */
export function ofBrand(brandKey: string) {
  return (eb: ExpressionBuilder<Database, 'programmes'>) =>
    brandKey === DEFAULT_BRAND_KEY
      ? eb.or([eb('programmes.brand_key', 'is', null), eb('programmes.brand_key', '=', brandKey)])
      : eb('programmes.brand_key', '=', brandKey);
}

const COLUMNS = [
  'programmes.id',
  'programmes.nombre_es',
  'programmes.nombre_ca',
  'programmes.descripcion_es',
  'programmes.descripcion_ca',
  'programmes.activo',
  'programmes.requiere_adhesion',
  'programmes.dedicacion',
  'programmes.meses',
  'programmes.para_alumnos',
  'programmes.para_empresas',
  'programmes.fecha_inicio',
  'programmes.fecha_fin',
] as const;

function withPending(db: Db) {
  return db
    .selectFrom('programmes')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('programme_adhesions as pa')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('pa.programme_id', '=', 'programmes.id')
        .where('pa.estado', '=', 'solicitada')
        .as('pendientes'),
    );
}

export function listProgrammes(db: Db, brandKey: string) {
  return withPending(db)
    .where(ofBrand(brandKey))
    .orderBy('programmes.activo', 'desc')
    .orderBy('programmes.nombre_es')
    .orderBy('programmes.id')
    .execute();
}

export function findProgramme(db: Db, brandKey: string, id: number) {
  return withPending(db).where(ofBrand(brandKey)).where('programmes.id', '=', id).executeTakeFirst();
}

export type ProgrammeRow = NonNullable<Awaited<ReturnType<typeof findProgramme>>>;

export interface ProgrammeValues {
  nombre_es: string;
  nombre_ca: string;
  descripcion_es: string | null;
  descripcion_ca: string | null;
  para_alumnos: number;
  para_empresas: number;
  requiere_adhesion: number;
  dedicacion: number | null;
  meses: number | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
}

export async function insertProgramme(db: Db, brandKey: string, values: ProgrammeValues, now: string) {
  const row = await db
    .insertInto('programmes')
    .values({ ...values, brand_key: brandKey, activo: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an open programme; answers false when it was closed meanwhile. */
export async function updateProgramme(db: Db, id: number, values: ProgrammeValues): Promise<boolean> {
  const res = await db
    .updateTable('programmes')
    .set(values)
    .where('id', '=', id)
    .where('activo', '=', 1)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function closeProgramme(db: Db, id: number, fechaFin: string): Promise<boolean> {
  const res = await db
    .updateTable('programmes')
    .set({ activo: 0, fecha_fin: fechaFin })
    .where('id', '=', id)
    .where('activo', '=', 1)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

function adhesions(db: Db) {
  return db
    .selectFrom('programme_adhesions as pa')
    .innerJoin('programmes', 'programmes.id', 'pa.programme_id')
    .leftJoin('users as su', 'su.id', 'pa.user_id')
    .leftJoin('students as s', 's.user_id', 'pa.user_id')
    .leftJoin('companies as c', 'c.id', 'pa.company_id')
    .leftJoin('users as ru', 'ru.id', 'pa.requested_by_user_id')
    .leftJoin('programme_adhesion_details as d', 'd.adhesion_id', 'pa.id')
    .leftJoin('users as nu', 'nu.id', 'd.student_user_id')
    .select([
      'pa.id',
      'pa.programme_id',
      'pa.user_id',
      'pa.company_id',
      'pa.requested_by_user_id',
      'pa.estado',
      'pa.created_at',
      'pa.decided_at',
      'pa.decision_reason',
      'programmes.nombre_es',
      'programmes.nombre_ca',
      'programmes.activo',
      'programmes.requiere_adhesion',
      's.campus_id',
      'c.nombre as company_name',
      'd.dedicacion',
      'd.meses',
      'd.student_user_id',
      sql<string | null>`CASE WHEN pa.user_id IS NULL THEN ru.email ELSE su.email END`.as('email'),
      sql<string | null>`su.nombre || ' ' || su.apellidos`.as('student_name'),
      sql<string | null>`nu.nombre || ' ' || nu.apellidos`.as('named_student'),
    ]);
}

export function listAdhesions(
  db: Db,
  filter: { brandKey: string; campusIds: number[]; estado?: AdhesionState; programmeId?: number },
) {
  let q = adhesions(db).where(ofBrand(filter.brandKey));
  if (filter.estado) q = q.where('pa.estado', '=', filter.estado);
  if (filter.programmeId) q = q.where('pa.programme_id', '=', filter.programmeId);
  // A campus-scoped gestor sees companies' adhesions and their own campuses' students'.
  if (filter.campusIds.length) {
    const scope = filter.campusIds;
    q = q.where((eb) => eb.or([eb('pa.user_id', 'is', null), eb('s.campus_id', 'in', scope)]));
  }
  return q.orderBy('pa.created_at', 'desc').orderBy('pa.id', 'desc').limit(500).execute();
}

export function findAdhesion(db: Db, brandKey: string, id: number) {
  return adhesions(db).where(ofBrand(brandKey)).where('pa.id', '=', id).executeTakeFirst();
}

export type AdhesionRow = NonNullable<Awaited<ReturnType<typeof findAdhesion>>>;

/** The decision on a waiting adhesion; false when another decision got there first. */
export async function decideAdhesion(
  db: Db,
  id: number,
  d: { estado: AdhesionState; by: number; at: string; reason: string | null },
): Promise<boolean> {
  const res = await db
    .updateTable('programme_adhesions')
    .set({ estado: d.estado, decided_by_user_id: d.by, decided_at: d.at, decision_reason: d.reason })
    .where('id', '=', id)
    .where('estado', '=', 'solicitada')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The named student's own adhesion state in the programme (SPEC §8 91). */
export async function studentAdhesionState(db: Db, programmeId: number, userId: number) {
  const row = await db
    .selectFrom('programme_adhesions')
    .select('estado')
    .where('programme_id', '=', programmeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.estado ?? null;
}

export function accountOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'preferred_language', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
