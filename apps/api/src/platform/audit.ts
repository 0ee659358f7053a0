import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { isPostgres } from '../db/schema-helpers';
import { AUDIT_CHAIN_LOCK_CLASS, chainHash, GENESIS_HASH, type ChainedAuditFields } from './audit-chain';
import { now } from './clock';
import type { Db } from './db';

/**
 * The one way to write the audit trail (issue #14 'Timeline and audit log'; DESIGN 'The university
 * office'): every decision and state change, whoever made it, is one append-only row of
 * `audit_log` (migration 0013, whose triggers refuse UPDATE and DELETE). Pass the transaction of
 * the change itself, so that the row exists exactly when the change does.
 *
 * Each row is chained to the brand's previous one by hash (ADR 0037, docs/audit-log.md), so a row
 * forged or rewritten in SQL is found by `npm run audit:verify`. Write the audit row after the
 * change it records: on PostgreSQL it holds the brand's chain lock until the transaction ends.
 */
export interface AuditInput {
  brandKey: string;
  actorUserId: number | null;
  /** 'staff', 'company', 'student', or 'job' for a scheduled job. */
  actorRole: string;
  /** Dotted verb, e.g. 'staff.invite', 'auth.sign_in', 'offer.approve'. */
  action: string;
  objectType: string;
  objectId: string | number | null;
  fromState?: string | null;
  toState?: string | null;
  reason?: string | null;
  requestId?: string | null;
  ip?: string | null;
  /** When it happened; now by default. A scheduled job passes its clock's time. */
  occurredAt?: string;
}

export async function recordAudit(dbOrTrx: Db, input: AuditInput): Promise<void> {
  const row: ChainedAuditFields = {
    brand_key: input.brandKey,
    occurred_at: input.occurredAt ?? now().toISOString(),
    actor_user_id: input.actorUserId,
    actor_role: input.actorRole,
    action: input.action,
    object_type: input.objectType,
    object_id: input.objectId === null ? null : String(input.objectId),
    from_state: input.fromState ?? null,
    to_state: input.toState ?? null,
    reason: input.reason ?? null,
    request_id: input.requestId ?? null,
    ip: input.ip ?? null,
  };
  // Reading the previous row and inserting the next one must not interleave with another writer.
  if (dbOrTrx.isTransaction) return appendChained(dbOrTrx, row);
  await dbOrTrx.transaction().execute((trx) => appendChained(trx, row));
}

async function appendChained(trx: Db, row: ChainedAuditFields): Promise<void> {
  // PostgreSQL: two instances writing for one brand at once take turns on an advisory lock released
  // at commit, so that both cannot chain to the same previous row. SQLite has one writer: a
  // transaction holds the only connection.
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(${sql.lit(AUDIT_CHAIN_LOCK_CLASS)}, hashtext(${row.brand_key}))`.execute(
      trx,
    );
  }
  const previous = await trx
    .selectFrom('audit_log')
    .select('hash')
    .where('brand_key', '=', row.brand_key)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const prevHash = previous?.hash ?? GENESIS_HASH;
  await trx
    .insertInto('audit_log')
    .values({ ...row, prev_hash: prevHash, hash: chainHash(prevHash, row) })
    .execute();
}

/** What a request adds to every row it causes: its id and the caller's address. */
export function auditOrigin(request: Pick<FastifyRequest, 'id' | 'ip'>): { requestId: string; ip: string } {
  return { requestId: String(request.id), ip: request.ip };
}
