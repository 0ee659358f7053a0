import { isPostgres } from '../../db/schema-helpers';
import type { Db } from '../db';
import * as bossRepo from './pg-boss-jobs.repository';
import * as repo from './queued-jobs.repository';

/** Reading one queued job as either engine keeps it (the console, the tests; ADRs 0017 and 0021). */

export interface JobView {
  state: 'queued' | 'running' | 'done' | 'failed';
  /** Runs started so far. */
  attempts: number;
  lastError: string | null;
  /** When it is due (next attempt). */
  runAt: string;
}

const BOSS_STATES: Record<string, JobView['state']> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'failed',
};

/** One job as either engine keeps it (what tests and the console read). */
export async function findJob(db: Db, id: string): Promise<JobView | undefined> {
  if (isPostgres(db)) {
    const row = await bossRepo.findBossJob(db, id);
    if (!row) return undefined;
    return {
      state: BOSS_STATES[row.state] ?? 'failed',
      // pg-boss counts re-runs in retry_count from the second fetch on.
      attempts: row.started ? Number(row.retry_count) + 1 : 0,
      lastError: row.last_error,
      runAt: row.run_at.toISOString(),
    };
  }
  const row = await repo.findJob(db, Number(id));
  if (!row) return undefined;
  return {
    state: row.state as JobView['state'],
    attempts: Number(row.attempts),
    lastError: row.last_error,
    runAt: row.run_at,
  };
}

/** Removes a job that a test leaves behind. */
export async function deleteJob(db: Db, id: string): Promise<void> {
  await (isPostgres(db) ? bossRepo.deleteBossJob(db, id) : repo.deleteJob(db, Number(id)));
}
