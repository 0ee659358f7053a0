import type { Db } from '../db';

/** Claims of job runs (migration 0018); the rules live in scheduler.ts. */

/** Inserts the claim of (job, period); true when this call made it, false when it already existed. */
export async function claimRun(db: Db, job: string, period: string, instance: string, now: string): Promise<boolean> {
  const rows = await db
    .insertInto('job_runs')
    .values({ job, period, instance, started_at: now, finished_at: null, outcome: null })
    .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
    .returning('job')
    .execute();
  return rows.length === 1;
}

export async function finishRun(db: Db, job: string, period: string, outcome: string, now: string): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ finished_at: now, outcome })
    .where('job', '=', job)
    .where('period', '=', period)
    .execute();
}

/** Gives a failed run's period back, so that the next tick (of any instance) tries again. */
export async function releaseRun(db: Db, job: string, period: string): Promise<void> {
  await db.deleteFrom('job_runs').where('job', '=', job).where('period', '=', period).execute();
}

/** Runs claimed and not finished: work in progress across instances (the metrics' queue depth). */
export async function countUnfinishedJobRuns(db: Db): Promise<number> {
  const row = await db
    .selectFrom('job_runs')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
