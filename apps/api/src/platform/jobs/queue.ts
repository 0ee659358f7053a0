import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { jobFailures } from '../metrics';
import * as repo from './queued-jobs.repository';

/**
 * One job API for background work (issue #18 part 2, ADR 0017). `enqueue` inserts a row of
 * `queued_jobs` with the caller's transaction, so that a job exists if and only if the write that
 * asked for it committed. Handlers are registered by name and must be idempotent (the payload
 * carries what identifies the work): a job may run again after an instance dies in the middle.
 * The runner claims due rows with a guarded update (one instance runs each job, on SQLite and
 * PostgreSQL alike), retries a failure after `retryDelaySeconds * 2^(attempt-1)` and leaves the
 * job 'failed' with its error after `maxAttempts`, for the office console to show and retry.
 */

export interface JobRunContext {
  db: Db;
  config: AppConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export type JobHandler = (ctx: JobRunContext, payload: unknown) => Promise<void>;

const handlers = new Map<string, JobHandler>();

/** Registers the handler of a job name (once per process; a second registration replaces it). */
export function registerJobHandler(name: string, handler: JobHandler): void {
  handlers.set(name, handler);
}

export interface EnqueueOptions {
  /** Runs in total, the first included (default 5). */
  maxAttempts?: number;
  /** Base of the exponential backoff in seconds (default 30). */
  retryDelaySeconds?: number;
  runAt?: Date;
}

/** Queues a job inside `trx` (or the database itself for a write of its own); returns its id. */
export async function enqueue(trx: Db, name: string, payload: unknown, opts: EnqueueOptions = {}): Promise<number> {
  const now = new Date();
  return repo.insertJob(trx, {
    name,
    payload: JSON.stringify(payload ?? null),
    maxAttempts: opts.maxAttempts ?? 5,
    retryDelaySeconds: opts.retryDelaySeconds ?? 30,
    runAt: (opts.runAt ?? now).toISOString(),
    now: now.toISOString(),
  });
}

/** Waiting time before the next attempt, after `attempts` runs failed (capped at one day). */
export function backoffSeconds(retryDelaySeconds: number, attempts: number): number {
  return Math.min(retryDelaySeconds * 2 ** Math.max(0, attempts - 1), 86_400);
}

const INSTANCE = `${os.hostname()}:${process.pid}`;
/** A job 'running' for longer than this was left by an instance that stopped: it runs again. */
const STALE_MS = 15 * 60_000;

/** The error kept with the job: its message and, when it wraps another (an SMTP answer), that one's. */
function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err.message}${cause}`.slice(0, 2000);
}

/** Claims and runs one job; true when this call ran it (whatever the outcome). */
async function runOne(ctx: JobRunContext, id: number, now: () => Date): Promise<boolean> {
  const job = await repo.claimJob(ctx.db, id, INSTANCE, now().toISOString());
  if (!job) return false;
  const handler = handlers.get(job.name);
  try {
    if (!handler) throw new Error(`no handler for job ${job.name}`);
    await handler(ctx, JSON.parse(job.payload) as unknown);
    await repo.finishJob(ctx.db, job.id, now().toISOString());
  } catch (err) {
    const error = describeError(err);
    jobFailures.inc({ job: job.name });
    if (job.attempts >= job.max_attempts) {
      await repo.failJob(ctx.db, job.id, error, now().toISOString());
      ctx.log.error({ job: job.name, id: job.id, attempts: job.attempts, err: error }, 'job failed for good');
    } else {
      const wait = backoffSeconds(job.retry_delay_seconds, job.attempts);
      await repo.rescheduleJob(ctx.db, job.id, error, new Date(now().getTime() + wait * 1000).toISOString());
      ctx.log.error(
        { job: job.name, id: job.id, attempts: job.attempts, retryInSeconds: wait, err: error },
        'job failed; retried later',
      );
    }
  }
  return true;
}

/** Runs every job due at `now()` once; returns how many this call ran. */
export async function runDueJobs(ctx: JobRunContext, now: () => Date = () => new Date()): Promise<number> {
  let ran = 0;
  for (const id of await repo.dueJobIds(ctx.db, now().toISOString(), 50)) {
    if (await runOne(ctx, id, now)) ran++;
  }
  return ran;
}

/**
 * For tests: runs due jobs until none is left due (never a sleep). `now` lets a test move time on
 * so that retries after a backoff come due.
 */
export async function drainJobs(ctx: JobRunContext, now: () => Date = () => new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const ran = await runDueJobs(ctx, now);
    if (ran === 0) return total;
    total += ran;
  }
}

export interface JobRunner {
  /** Stops taking jobs and waits for the one running (graceful drain, issue #18 part 5). */
  stop(): Promise<void>;
}

/** Polls the queue every `everyMs` on this instance (JOBS=on); see ADR 0017. */
export function startJobRunner(ctx: JobRunContext, everyMs = 1000): JobRunner {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = () => {
    // A poll still working when the timer fires again keeps going; no second loop piles up.
    if (busy) return;
    busy = true;
    running = (async () => {
      try {
        await repo.requeueStaleJobs(ctx.db, new Date(Date.now() - STALE_MS).toISOString());
        while (!stopped) {
          const ids = await repo.dueJobIds(ctx.db, new Date().toISOString(), 10);
          if (ids.length === 0) break;
          for (const id of ids) {
            if (stopped) break;
            await runOne(ctx, id, () => new Date());
          }
        }
      } catch (err) {
        ctx.log.error({ err: (err as Error).message }, 'job queue poll failed');
      } finally {
        busy = false;
      }
    })();
  };
  tick();
  const timer = setInterval(() => {
    if (!stopped) tick();
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
