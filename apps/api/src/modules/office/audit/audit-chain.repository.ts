import type { Db } from '../../../platform/db';

/** Reads of the audit log's hash chain (migration 0038) for the verification, in id order. */
export async function chainBrands(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('brand_key').distinct().orderBy('brand_key').execute();
  return rows.map((r) => r.brand_key);
}

/** One page of a brand's rows after `afterId`, oldest first. */
export function chainPage(db: Db, brandKey: string, afterId: number, limit: number) {
  return db
    .selectFrom('audit_log')
    .select([
      'id',
      'brand_key',
      'occurred_at',
      'actor_user_id',
      'actor_role',
      'action',
      'object_type',
      'object_id',
      'from_state',
      'to_state',
      'reason',
      'request_id',
      'ip',
      'prev_hash',
      'hash',
    ])
    .where('brand_key', '=', brandKey)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How many of the brand's rows are newer than `id`: where it sits in the newest-first list. */
export async function newerThan(db: Db, brandKey: string, id: number): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('brand_key', '=', brandKey)
    .where('id', '>', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
