import type { Db } from '../../../platform/db';

/**
 * The counters of the console's dashboard (issue #14 'Dashboard'), each one SQL over the brand's
 * data: how many items wait and since when the oldest waits. `campusIds` (a scoped gestor) limits
 * the requests that belong to a student to that student's campuses.
 */
export interface Waiting {
  total: number;
  oldest: string | null;
}

const toWaiting = (row: { n: number | string | bigint; oldest: string | null } | undefined): Waiting => ({
  total: Number(row?.n ?? 0),
  oldest: row?.oldest ?? null,
});

export async function companiesAwaitingValidation(db: Db, brandKey: string): Promise<Waiting> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<string | null>('created_at').as('oldest')])
    .where('brand_key', '=', brandKey)
    .where('validated', '=', 0)
    .where('blocked', '=', 0)
    // A rejected company waits on itself, not on the office (migration 0014).
    .where('rejected_at', 'is', null)
    .executeTakeFirst();
  return toWaiting(row);
}

export async function offersAwaitingValidation(db: Db, brandKey: string): Promise<Waiting> {
  const row = await db
    .selectFrom('offers')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.min<string | null>(eb.fn.coalesce('updated_at', 'created_at')).as('oldest'),
    ])
    .where('brand_key', '=', brandKey)
    .where('estado', '=', 'pendiente_validacion')
    .executeTakeFirst();
  return toWaiting(row);
}

/** Agreements per state, with the oldest last change of each (a state has no entry date of its own). */
export async function agreementsByState(db: Db, brandKey: string): Promise<Map<string, Waiting>> {
  const rows = await db
    .selectFrom('agreements')
    .select((eb) => [
      'estado',
      eb.fn.countAll<number>().as('n'),
      eb.fn.min<string | null>(eb.fn.coalesce('updated_at', 'created_at')).as('oldest'),
    ])
    .where('brand_key', '=', brandKey)
    .groupBy('estado')
    .execute();
  return new Map(rows.map((r) => [r.estado, toWaiting(r)]));
}

export async function pendingPracticeRequests(db: Db, brandKey: string, campusIds: number[]): Promise<Waiting> {
  let query = db
    .selectFrom('practice_requests as r')
    .leftJoin('companies as c', 'c.id', 'r.company_id')
    .leftJoin('users as su', 'su.id', 'r.student_id')
    .leftJoin('students as s', 's.user_id', 'r.student_id')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<string | null>('r.created_at').as('oldest')])
    .where('r.estado', '=', 'pendiente')
    .where((eb) =>
      eb.or([eb('c.brand_key', '=', brandKey), eb.and([eb('c.id', 'is', null), eb('su.brand_key', '=', brandKey)])]),
    );
  if (campusIds.length)
    query = query.where((eb) => eb.or([eb('r.student_id', 'is', null), eb('s.campus_id', 'in', campusIds)]));
  return toWaiting(await query.executeTakeFirst());
}

export async function pendingChangeRequests(db: Db, brandKey: string): Promise<Waiting> {
  const row = await db
    .selectFrom('internship_change_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<string | null>('r.created_at').as('oldest')])
    .where('r.estado', '=', 'pendiente')
    .where('c.brand_key', '=', brandKey)
    .executeTakeFirst();
  return toWaiting(row);
}

export async function pendingEducationRequests(db: Db, brandKey: string): Promise<Waiting> {
  const row = await db
    .selectFrom('education_requests as r')
    .innerJoin('companies as c', 'c.id', 'r.company_id')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<string | null>('r.created_at').as('oldest')])
    .where('r.estado', '=', 'pendiente')
    .where('c.brand_key', '=', brandKey)
    .executeTakeFirst();
  return toWaiting(row);
}

export async function pendingDeregistrations(db: Db, brandKey: string, campusIds: number[]): Promise<Waiting> {
  let query = db
    .selectFrom('deregistration_requests as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('students as s', 's.user_id', 'd.user_id')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<string | null>('d.created_at').as('oldest')])
    .where('d.estado', '=', 'pendiente')
    .where('u.brand_key', '=', brandKey);
  if (campusIds.length)
    query = query.where((eb) => eb.or([eb('s.user_id', 'is', null), eb('s.campus_id', 'in', campusIds)]));
  return toWaiting(await query.executeTakeFirst());
}
