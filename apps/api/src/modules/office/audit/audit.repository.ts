import type { Db } from '../../../platform/db';

/** Reads of the audit log (migration 0013); rows are only ever written by platform/audit.ts. */
export interface AuditFilter {
  brandKey: string;
  q?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
  actorUserId?: number;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export function filtered(db: Db, f: AuditFilter) {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .where('a.brand_key', '=', f.brandKey);
  if (f.action) query = query.where('a.action', '=', f.action);
  if (f.objectType) query = query.where('a.object_type', '=', f.objectType);
  if (f.objectId) query = query.where('a.object_id', '=', f.objectId);
  if (f.actorUserId) query = query.where('a.actor_user_id', '=', f.actorUserId);
  if (f.from) query = query.where('a.occurred_at', '>=', f.from);
  // A bare date includes its whole day.
  if (f.to) query = query.where('a.occurred_at', '<=', f.to.length === 10 ? `${f.to}T23:59:59.999Z` : f.to);
  if (f.q) {
    // LIKE wildcards typed by the user are dropped rather than escaped: ESCAPE differs by engine.
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['a.action']), 'like', like),
        eb(eb.fn('lower', ['a.object_type']), 'like', like),
        eb('a.object_id', 'like', like),
        eb(eb.fn('lower', ['a.reason']), 'like', like),
        eb(eb.fn('lower', ['u.email']), 'like', like),
      ]),
    );
  }
  return query;
}

export async function searchAudit(db: Db, f: AuditFilter) {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .select([
        'a.id',
        'a.occurred_at',
        'a.actor_user_id',
        'u.email',
        'a.actor_role',
        'a.action',
        'a.object_type',
        'a.object_id',
        'a.from_state',
        'a.to_state',
        'a.reason',
        'a.request_id',
        'a.ip',
      ])
      .orderBy('a.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
