import type { Generated } from 'kysely';

/**
 * The office's CSV imports of students (issue #15 'Students', migration 0025): the uploaded file
 * is kept in the row (every instance reads the same bytes when the dry run is applied), with the
 * dry run's report and, once applied, the apply's. Timestamps ISO-8601 UTC text (ADR 0003).
 */
export interface StudentImportRow {
  id: Generated<number>;
  brand_key: string;
  file_name: string;
  /** The CSV as uploaded (UTF-8 text, at most FILE_MAX_BYTES). */
  content: string;
  row_count: number;
  to_create: number;
  to_update: number;
  unchanged: number;
  errors: number;
  /** JSON TImportReport: of the dry run until applied, then of the apply. */
  report: string;
  send_invites: Generated<number>;
  created_by: number | null;
  created_at: string;
  applied_by: number | null;
  applied_at: string | null;
  /** Migration 0035: a dry run is applied before then (ADR 0033); null on imports made before. */
  expires_at: string | null;
}

/** One refused row of an import with its reasons (migration 0035). */
export interface StudentImportRefusalRow {
  import_id: number;
  linea: number;
  dni: string | null;
  email: string | null;
  /** The reasons, comma-separated (TImportError). */
  errores: string;
}

/** A user's import under way (migration 0035): one at a time per user, on every instance. */
export interface StudentImportRunRow {
  user_id: number;
  started_at: string;
}

/**
 * A new login address read by an import for an account that has signed in (migration 0035, ADR
 * 0033): it becomes the login only when confirmed from that address. Only the token's hash is kept.
 */
export interface EmailChangeRow {
  id: Generated<number>;
  user_id: number;
  old_email: string;
  new_email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  requested_by: number | null;
  created_at: string;
}

export interface StudentImportTables {
  student_imports: StudentImportRow;
  student_import_refusals: StudentImportRefusalRow;
  student_import_runs: StudentImportRunRow;
  email_changes: EmailChangeRow;
}
