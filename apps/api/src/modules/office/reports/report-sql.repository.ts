import { sql, type Expression, type RawBuilder } from 'kysely';
import { isPostgres } from '../../../db/schema-helpers';
import type { Db } from '../../../platform/db';

/**
 * The SQL both engines share for the office's figures (issue #17 'Office dashboard of figures'):
 * days between two stored timestamps, the median of a set of durations, the period filter.
 * Timestamps are ISO-8601 UTC text (ADR 0003); on PostgreSQL they are read as `timestamp`
 * (the 'Z' is ignored, so both engines count in UTC).
 */

/** The filter every figure reads; `campusIds` empty means every campus of the brand. */
export interface ReportScope {
  brandKey: string;
  /** First day of the period, inclusive ('YYYY-MM-DD'), or null. */
  from: string | null;
  /** The day after the period's last day ('YYYY-MM-DD'), or null. */
  toExclusive: string | null;
  campusIds: number[];
  degreeId: number | null;
  /** The clock of the request (ISO timestamp). */
  now: string;
  /** Today in the brand's time zone ('YYYY-MM-DD', DESIGN 'one clock'). */
  today: string;
}

export interface MedianRow {
  dias: number | null;
  muestras: number;
}

/** Fractional days from `start` to `end`. */
export function daysBetween(db: Db, start: Expression<unknown>, end: Expression<unknown>): RawBuilder<number> {
  return isPostgres(db)
    ? sql<number>`(EXTRACT(EPOCH FROM (CAST(${end} AS timestamp) - CAST(${start} AS timestamp))) / 86400.0)`
    : sql<number>`(julianday(${end}) - julianday(${start}))`;
}

/** Monday of the week of a stored timestamp, as 'YYYY-MM-DD'. */
export function weekOf(db: Db, at: Expression<unknown>): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char(date_trunc('week', CAST(${at} AS timestamp)), 'YYYY-MM-DD')`
    : sql<string>`date(${at}, 'weekday 0', '-6 days')`;
}

/** `column` inside the scope's period (text comparison: dates and timestamps sort as text). */
export function inPeriod(scope: ReportScope, column: Expression<unknown>): RawBuilder<boolean> {
  const from = scope.from ? sql`${column} >= ${scope.from}` : sql`1 = 1`;
  const to = scope.toExclusive ? sql`${column} < ${scope.toExclusive}` : sql`1 = 1`;
  return sql<boolean>`(${from} AND ${to})`;
}

/**
 * The median of the durations `inicio` -> `fin` of the rows of `spans` (a query selecting those two
 * columns), by row number over the ordered durations: a window function both engines have,
 * instead of percentile_cont (PostgreSQL only).
 */
export async function medianDays(db: Db, spans: Expression<unknown>): Promise<MedianRow> {
  const d = daysBetween(db, sql.ref('x.inicio'), sql.ref('x.fin'));
  const result = await sql<{ m: number | string | null; n: number | string | null }>`
    SELECT AVG(z.d) AS m, MAX(z.n) AS n FROM (
      SELECT y.d, ROW_NUMBER() OVER (ORDER BY y.d) AS rn, COUNT(*) OVER () AS n FROM (
        SELECT ${d} AS d FROM ${spans} AS x WHERE x.inicio IS NOT NULL AND x.fin IS NOT NULL
      ) AS y
    ) AS z WHERE z.rn IN ((z.n + 1) / 2, (z.n + 2) / 2)`.execute(db);
  const row = result.rows[0];
  if (!row || row.m === null) return { dias: null, muestras: 0 };
  return { dias: Math.round(Number(row.m) * 10) / 10, muestras: Number(row.n) };
}

/** A count that PostgreSQL returns as text (bigint) and SQLite as a number. */
export const num = (value: number | string | bigint | null | undefined): number => Number(value ?? 0);
