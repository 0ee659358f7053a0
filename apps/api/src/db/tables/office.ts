import type { Generated } from 'kysely';
import type { TStaffKind } from '@portal/contracts/office/permissions';

/**
 * The university office (issue #14): staff data beside their `users` row (migration 0012) and the
 * append-only audit trail (migration 0013). Booleans 0/1, timestamps ISO-8601 UTC text (ADR 0003).
 */
export interface StaffMemberRow {
  user_id: number;
  kind: TStaffKind;
  active: Generated<number>;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enrolled_at: string | null;
  totp_last_step: number | null;
  invited_by_user_id: number | null;
  created_at: string;
  updated_at: string | null;
}

export interface StaffCampusRow {
  user_id: number;
  campus_id: number;
}

export interface StaffRecoveryCodeRow {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 hex of the code (the codes are random, 50 bits: a fast hash is enough). */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface AuditLogRow {
  id: Generated<number>;
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
  /** The hash chain (migration 0038, ADR 0037): the brand's previous row's hash, and this row's. */
  prev_hash: string | null;
  hash: string | null;
}

export interface OfficeTables {
  staff_members: StaffMemberRow;
  staff_campuses: StaffCampusRow;
  staff_recovery_codes: StaffRecoveryCodeRow;
  audit_log: AuditLogRow;
}
