import crypto from 'node:crypto';

/**
 * The hash chain of the audit log (ADR 0037, docs/audit-log.md): every row of a brand carries the
 * hash of the brand's previous row (`prev_hash`) and its own `hash = SHA-256(prev_hash || canonical
 * row)`, so a row inserted by hand with a made-up hash, a row rewritten or a row removed breaks the
 * chain at a row the verification names. Written by platform/audit.ts, computed for the rows that
 * existed before by migration 0038, checked by modules/office/audit/audit-verify.service.ts.
 *
 * The format is frozen: rows already written must keep verifying. A change of fields would be a new
 * version tag here with the old one still understood.
 */
const CHAIN_VERSION = 'v1';

/** The `prev_hash` of a brand's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** The chained fields, exactly as stored (the timestamp is the stored text, not a re-formatted date). */
export interface ChainedAuditFields {
  brand_key: string;
  occurred_at: string;
  actor_user_id: number | null;
  actor_role: string;
  action: string;
  object_type: string;
  object_id: string | null;
  from_state: string | null;
  to_state: string | null;
  reason: string | null;
  request_id: string | null;
  ip: string | null;
}

/**
 * A stable JSON text of the row: fixed key order, absent values as null, the actor's id as a
 * number whatever the driver returned. The id is left out: it is given by the database at insert,
 * and the chain itself fixes the order.
 */
function canonicalAuditRow(row: ChainedAuditFields): string {
  const text = (v: string | null | undefined) => (v === undefined || v === null ? null : String(v));
  return JSON.stringify({
    v: CHAIN_VERSION,
    brand_key: String(row.brand_key),
    occurred_at: String(row.occurred_at),
    actor_user_id: row.actor_user_id === null || row.actor_user_id === undefined ? null : Number(row.actor_user_id),
    actor_role: String(row.actor_role),
    action: String(row.action),
    object_type: String(row.object_type),
    object_id: text(row.object_id),
    from_state: text(row.from_state),
    to_state: text(row.to_state),
    reason: text(row.reason),
    request_id: text(row.request_id),
    ip: text(row.ip),
  });
}

/** `SHA-256(prev_hash || canonical row)`, lower-case hex. */
export function chainHash(prevHash: string, row: ChainedAuditFields): string {
  return crypto.createHash('sha256').update(prevHash).update(canonicalAuditRow(row)).digest('hex');
}

/**
 * Advisory lock class of the chain's writers on PostgreSQL (the second key is the brand's
 * `hashtext`): 'aud1' in ASCII. The two-key lock space does not overlap the one-key space that
 * the start-up lock (platform/startup.ts) uses.
 */
export const AUDIT_CHAIN_LOCK_CLASS = 0x61756431;
