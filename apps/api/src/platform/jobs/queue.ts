import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { isPostgres } from '../../db/schema-helpers';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import type { MailTemplates } from '../mail-templates';
import { jobFailures } from '../metrics';
import * as bossRepo from './pg-boss-jobs.repository';
import { bossOf, prepareQueues, sendInTransaction, startWorkerBoss } from './pg-boss-queue';
import { withStartupLock } from '../startup-lock';
import * as repo from './queued-jobs.repository';

/**
 * One job API for background work (issue #18 part 2, ADRs 0017 and 0021), run by pg-boss on
 * PostgreSQL and by an in-process runner over `queued_jobs` on SQLite, with the same handlers.
 * `enqueue` writes the job with the caller's transaction on both engines (pg-boss's `send` through
 * that transaction's connection), so that a job exists if and only if the write that asked for it
 * committed. Handlers are registered by name and must be idempotent (the payload carries what
 * identifies the work): a job may run again after an instance dies in the middle.
 * SQLite: the runner claims due rows with a guarded update, retries a failure after
 * `retryDelaySeconds * 2^(attempt-1)` and leaves the job 'failed' with its error after
 * `maxAttempts`. PostgreSQL: pg-boss fetches with SKIP LOCKED (one instance runs each job),
 * retries with `retryLimit = maxAttempts - 1`, `retryDelay` and `retryBackoff` (the same doubling,
 * with jitter), and keeps the job 'failed'. Both feed the office console and the metrics.
 */

export interface JobRunContext {
  db: Db;
  config: AppConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The brands' texts: a job that writes to people renders them (ADR 0013). */
  mailTemplates: MailTemplates;
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

/**
 * Queues a job inside `trx` (or the database itself for a write of its own); returns its id (a
 * number as text on SQLite, pg-boss's UUID on PostgreSQL).
 */
export async function enqueue(trx: Db, name: string, payload: unknown, opts: EnqueueOptions = {}): Promise<string> {
  const maxAttempts = opts.maxAttempts ?? 5;
  const retryDelaySeconds = opts.retryDelaySeconds ?? 30;
  if (isPostgres(trx)) {
    return sendInTransaction(trx, name, payload, {
      retryLimit: Math.max(0, maxAttempts - 1),
      retryDelay: retryDelaySeconds,
      startAfter: opts.runAt,
    });
  }
  const now = new Date();
  const id = await repo.insertJob(trx, {
    name,
    payload: JSON.stringify(payload ?? null),
    maxAttempts,
    retryDelaySeconds,
    runAt: (opts.runAt ?? now).toISOString(),
    now: now.toISOString(),
  });
  return String(id);
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

async function runHandler(ctx: JobRunContext, name: string, payload: unknown): Promise<void> {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`no handler for job ${name}`);
  await handler(ctx, payload);
}

/**
 * Runs one job fetched from pg-boss (state 'active') and settles it here, awaited, so that a
 * graceful stop returns with the job's outcome written; pg-boss's own complete after a worker's
 * callback then finds the job no longer active and changes nothing.
 */
async function runBossJob(ctx: JobRunContext, boss: PgBoss, job: PgBoss.Job<unknown>): Promise<void> {
  try {
    await runHandler(ctx, job.name, job.data);
    await boss.complete(job.name, job.id);
  } catch (err) {
    const error = describeError(err);
    jobFailures.inc({ job: job.name });
    await boss.fail(job.name, job.id, { message: error });
    ctx.log.error({ job: job.name, id: job.id, err: error }, 'job failed; pg-boss retries it or keeps it failed');
  }
}

/** Claims and runs one job; true when this call ran it (whatever the outcome). */
async function runOne(ctx: JobRunContext, id: number, now: () => Date): Promise<boolean> {
  const job = await repo.claimJob(ctx.db, id, INSTANCE, now().toISOString());
  if (!job) return false;
  try {
    await runHandler(ctx, job.name, JSON.parse(job.payload) as unknown);
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
  if (isPostgres(ctx.db)) return drainBossJobs(ctx, now);
  let total = 0;
  for (;;) {
    const ran = await runDueJobs(ctx, now);
    if (ran === 0) return total;
    total += ran;
  }
}

/**
 * PostgreSQL: jobs due by `now()` are first made due in the database (pg-boss compares with the
 * database's clock; ADR 0021), then every queue is fetched until none has a due job. Jobs a
 * failure puts back wait for their backoff from the database's now, so each drain runs a job once.
 */
async function drainBossJobs(ctx: JobRunContext, now: () => Date): Promise<number> {
  const boss = await bossOf(ctx.db);
  await bossRepo.makeBossJobsDueBy(ctx.db, now().toISOString());
  let total = 0;
  for (;;) {
    let ran = 0;
    for (const { name } of await boss.getQueues()) {
      for (const job of await boss.fetch(name, { batchSize: 50 })) {
        await runBossJob(ctx, boss, job);
        ran++;
      }
    }
    if (ran === 0) return total;
    total += ran;
  }
}

/**
 * Creates pg-boss's schema and the queues of the handlers registered so far (app start,
 * PostgreSQL), under the start-up lock that migrations take (ADR 0036): two instances starting
 * together on an empty database would otherwise create the same queues at once and one of them
 * stop with `deadlock detected`.
 */
export async function prepareJobQueue(db: Db): Promise<void> {
  if (isPostgres(db)) await withStartupLock(db, (conn) => prepareQueues(conn, handlers.keys()));
}

export { deleteJob, findJob, type JobView } from './job-view';

export interface JobRunner {
  /** Stops taking jobs and waits for the one running (graceful drain, issue #18 part 5). */
  stop(): Promise<void>;
}

/**
 * PostgreSQL: a pg-boss worker per registered handler polling every `everyMs` (at least 0.5 s,
 * pg-boss's floor), and pg-boss's maintenance, which fails jobs left active for 15 minutes by a
 * stopped instance so that they are retried (restart survival). One job per fetch, so that a
 * stop takes no job beyond the running one. `stop()` is pg-boss's graceful stop: no new fetch,
 * the running jobs finish (up to 30 s).
 */
function startBossRunner(ctx: JobRunContext, everyMs: number): JobRunner {
  const pollingIntervalSeconds = Math.max(0.5, everyMs / 1000);
  const starting = (async () => {
    const boss = await startWorkerBoss(ctx.db, (err) => ctx.log.error({ err: err.message }, 'pg-boss'));
    // Jobs left active by a stopped instance are failed now (and so retried), not at the first
    // maintenance two minutes later (restart survival, as the SQLite runner's stale claims).
    await boss.expire();
    const names = [...handlers.keys()];
    await prepareJobQueue(ctx.db);
    for (const name of names) {
      await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await runBossJob(ctx, boss, job);
      });
    }
    return boss;
  })();
  starting.catch((err: Error) => ctx.log.error({ err: err.message }, 'pg-boss did not start'));
  return {
    async stop() {
      const boss = await starting.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
    },
  };
}

/** Polls the queue every `everyMs` on this instance (JOBS=on); see ADRs 0017 and 0021. */
export function startJobRunner(ctx: JobRunContext, everyMs = 1000): JobRunner {
  if (isPostgres(ctx.db)) return startBossRunner(ctx, everyMs);
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
