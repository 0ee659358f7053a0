/**
 * Counters bumped by triggers when the tables of a cached data set change (migration
 * 0006-data-versions). 'offers': the student offer lists.
 */
export interface DataVersionRow {
  name: string;
  version: number;
}

export interface DataVersionTables {
  data_versions: DataVersionRow;
}
