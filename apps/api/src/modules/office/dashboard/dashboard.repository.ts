import type { Db } from '../../../platform/db';

/**
 * The counters of the console's dashboard (issue #14 'Dashboard'), each one SQL over the brand's
 * data: how many items wait and since when the oldest waits. The requests' counters are
 * requests.repository.ts `waiting`, the same rows as the requests lists.
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
