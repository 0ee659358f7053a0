import type { Generated } from 'kysely';

/** Exports built in the background (issue #17 'Exports', migration 0031). Timestamps ISO-8601 UTC text. */
export interface ExportJobRow {
  id: Generated<number>;
  user_id: number;
  brand_key: string;
  company_id: number | null;
  list_key: string;
  format: 'csv' | 'xlsx';
  /** JSON of the stored query (see export-jobs.service.ts). */
  query: string;
  /** JSON array of column keys. */
  columns: string;
  /** 'expired' once the file of a ready export is forgotten (ADR 0038). */
  state: 'queued' | 'running' | 'ready' | 'failed' | 'expired';
  rows_done: Generated<number>;
  rows_total: Generated<number>;
  storage_key: string | null;
  file_name: string | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  expires_at: string | null;
}

export interface ExportJobTables {
  export_jobs: ExportJobRow;
}
