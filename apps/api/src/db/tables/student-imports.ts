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
}

export interface StudentImportTables {
  student_imports: StudentImportRow;
}
