import type { Db } from '../db';

/** Queued background jobs (migration 0029); the rules live in queue.ts. */

export interface NewQueuedJob {
  name: string;
  payload: string;
  maxAttempts: number;
  retryDelaySeconds: number;
  runAt: string;
  now: string;
}

export async function insertJob(db: Db, job: NewQueuedJob): Promise<number> {
  const row = await db
    .insertInto('queued_jobs')
    .values({
      name: job.name,
      payload: job.payload,
      state: 'queued',
      attempts: 0,
      max_attempts: job.maxAttempts,
      retry_delay_seconds: job.retryDelaySeconds,
      run_at: job.runAt,
      last_error: null,
      claimed_by: null,
      claimed_at: null,
      created_at: job.now,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ids of jobs due at `now`, oldest first (candidates; claimJob decides who runs each). */
export async function dueJobIds(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('queued_jobs')
    .select('id')
    .where('state', '=', 'queued')
    .where('run_at', '<=', now)
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes one due job for this instance: the guarded update succeeds for exactly one caller, so that
 * of several instances (or loops) one runs the job. Returns the claimed row, or undefined.
 */
export async function claimJob(db: Db, id: number, instance: string, now: string) {
  return db
    .updateTable('queued_jobs')
    .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), claimed_by: instance, claimed_at: now }))
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .where('run_at', '<=', now)
    .returning(['id', 'name', 'payload', 'attempts', 'max_attempts', 'retry_delay_seconds'])
    .executeTakeFirst();
}

export async function finishJob(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('queued_jobs')
    .set({ state: 'done', finished_at: now, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function rescheduleJob(db: Db, id: number, error: string, runAt: string): Promise<void> {
  await db
    .updateTable('queued_jobs')
    .set({ state: 'queued', run_at: runAt, last_error: error, claimed_by: null, claimed_at: null })
    .where('id', '=', id)
    .execute();
}

export async function failJob(db: Db, id: number, error: string, now: string): Promise<void> {
  await db
    .updateTable('queued_jobs')
    .set({ state: 'failed', last_error: error, finished_at: now })
    .where('id', '=', id)
    .execute();
}

/** Jobs left 'running' by an instance that died (claimed before `before`) are queued again. */
export async function requeueStaleJobs(db: Db, before: string): Promise<number> {
  const rows = await db
    .updateTable('queued_jobs')
    .set({ state: 'queued', claimed_by: null, claimed_at: null, last_error: 'interrupted (instance stopped)' })
    .where('state', '=', 'running')
    .where('claimed_at', '<', before)
    .returning('id')
    .execute();
  return rows.length;
}

export async function countJobs(db: Db, states: ReadonlyArray<'queued' | 'running' | 'failed'>): Promise<number> {
  const row = await db
    .selectFrom('queued_jobs')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('state', 'in', states)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listFailedJobs(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('queued_jobs')
    .select(['id', 'name', 'last_error', 'attempts', 'created_at', 'finished_at'])
    .where('state', '=', 'failed')
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Puts a failed job back in the queue with a fresh set of attempts; false when it is not failed. */
export async function retryFailedJob(db: Db, id: number, now: string): Promise<boolean> {
  const rows = await db
    .updateTable('queued_jobs')
    .set({ state: 'queued', attempts: 0, run_at: now, finished_at: null, claimed_by: null, claimed_at: null })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .returning('id')
    .execute();
  return rows.length === 1;
}

export async function findJobName(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('queued_jobs').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name;
}

/** One job (tests' view; issue #18 part 2). */
export async function findJob(db: Db, id: number) {
  return db
    .selectFrom('queued_jobs')
    .select(['state', 'attempts', 'last_error', 'run_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteJob(db: Db, id: number): Promise<void> {
  await db.deleteFrom('queued_jobs').where('id', '=', id).execute();
}
