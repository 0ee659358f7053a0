import type { Generated } from 'kysely';

/** The column choice of an export, per user and list (issue #17 'Exports', migration 0027). */
export interface ExportPreferenceRow {
  id: Generated<number>;
  user_id: number;
  list_key: string;
  /** JSON array of column keys, in the order chosen. */
  columnas: string;
  updated_at: string;
}

export interface ExportPreferenceTables {
  export_preferences: ExportPreferenceRow;
}
