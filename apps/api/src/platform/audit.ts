import type { FastifyRequest } from 'fastify';
import type { Db } from './db';

/**
 * The one way to write the audit trail (issue #14 'Timeline and audit log'; DESIGN 'The university
 * office'): every decision and state change, whoever made it, is one append-only row of
 * `audit_log` (migration 0013, whose triggers refuse UPDATE and DELETE). Pass the transaction of
 * the change itself, so that the row exists exactly when the change does.
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
  await dbOrTrx
    .insertInto('audit_log')
    .values({
      brand_key: input.brandKey,
      occurred_at: input.occurredAt ?? new Date().toISOString(),
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
    })
    .execute();
}

/** What a request adds to every row it causes: its id and the caller's address. */
export function auditOrigin(request: Pick<FastifyRequest, 'id' | 'ip'>): { requestId: string; ip: string } {
  return { requestId: String(request.id), ip: request.ip };
}
