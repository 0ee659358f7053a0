import { sql } from 'kysely';
import type { Db } from '../db';

/**
 * Reads and one write of pg-boss's own job table on PostgreSQL (issue #18 part 2, ADR 0021): the
 * office console's failed jobs, the metrics, and the tests' view of a job. pg-boss writes the
 * table itself (send/fetch/complete/fail/retry); these are the queries its API does not offer.
 */

const SCHEMA = 'pgboss';
const job = sql.table(`${SCHEMA}.job`);

/** Our three states of a queued job, in pg-boss's terms. */
const STATES = {
  queued: ['created', 'retry'],
  running: ['active'],
  failed: ['failed'],
} as const;

/** pg-boss ids are UUIDs; anything else names no job (and would make PostgreSQL refuse the cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isJobUuid = (id: string): boolean => UUID.test(id);

export async function countBossJobs(db: Db, states: ReadonlyArray<keyof typeof STATES>): Promise<number> {
  const wanted = states.flatMap((s) => STATES[s]);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${job} WHERE state::text IN (${sql.join(wanted)})
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The error kept by pg-boss (`fail` stores `{ message }`); its runs (retry_count counts re-runs). */
export async function listFailedBossJobs(db: Db, limit: number, offset: number) {
  const { rows } = await sql<{
    id: string;
    name: string;
    last_error: string | null;
    attempts: number;
    created_at: Date;
    finished_at: Date | null;
  }>`
    SELECT id::text AS id, name, output->>'message' AS last_error, retry_count + 1 AS attempts,
           created_on AS created_at, completed_on AS finished_at
    FROM ${job}
    WHERE state = 'failed'
    ORDER BY completed_on DESC, id DESC
    LIMIT ${limit} OFFSET ${offset}
  `.execute(db);
  return rows;
}

export async function findBossJobName(db: Db, id: string): Promise<string | undefined> {
  if (!isJobUuid(id)) return undefined;
  const { rows } = await sql<{ name: string }>`SELECT name FROM ${job} WHERE id = ${id}::uuid`.execute(db);
  return rows[0]?.name;
}

/**
 * Tests move a clock to make retries come due (ADR 0021): jobs waiting to start by `at` are made
 * due now in the database, since pg-boss compares `start_after` with the database's now().
 */
export async function makeBossJobsDueBy(db: Db, at: string): Promise<void> {
  await sql`
    UPDATE ${job} SET start_after = now() - interval '1 millisecond'
    WHERE state IN ('created', 'retry') AND start_after <= ${at}::timestamptz AND start_after > now() - interval '1 millisecond'
  `.execute(db);
}

/** One job as our table runner would show it (tests; issue #18 part 2). */
export async function findBossJob(db: Db, id: string) {
  if (!isJobUuid(id)) return undefined;
  const { rows } = await sql<{
    state: string;
    started: boolean;
    retry_count: number;
    last_error: string | null;
    run_at: Date;
  }>`
    SELECT state::text AS state, started_on IS NOT NULL AS started, retry_count,
           output->>'message' AS last_error, start_after AS run_at
    FROM ${job} WHERE id = ${id}::uuid
  `.execute(db);
  return rows[0];
}

/** Removes a job (tests that leave one behind). */
export async function deleteBossJob(db: Db, id: string): Promise<void> {
  if (!isJobUuid(id)) return;
  await sql`DELETE FROM ${job} WHERE id = ${id}::uuid`.execute(db);
}
