import os from 'node:os';
import { jobFailures } from '../metrics';
import type { FastifyBaseLogger } from 'fastify';
import type { TBrand } from '@portal/contracts/brand';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import type { MailTemplates } from '../mail-templates';
import type { StorageConfig } from '../storage/create-storage';
import type { Clock } from '../clock';
import * as repo from './job-runs.repository';

/**
 * Background jobs that run once per period however many instances run them (DESIGN 'Shared parts
 * at scale'; issue #14 parts 4 and 7). Nothing is shared in memory: before a job works on a
 * period, the instance inserts the (job, period) row of `job_runs`; the primary key lets exactly
 * one insert succeed, and only that instance runs the job for the period. A run that fails gives
 * its period back so the next tick retries; the jobs themselves are idempotent besides (guarded
 * updates, one reminder row per item and period), so even a retry does nothing twice.
 * pg-boss (DESIGN 'jobs') is not installed; this claim table gives the same guarantee on both
 * engines for jobs that run on a calendar.
 */
export interface JobContext {
  db: Db;
  /** Mail and links, and the storage settings: a job may remove stored files (expired exports, #17). */
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'publicUrl'> & StorageConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  brands: readonly TBrand[];
  mailTemplates: MailTemplates;
  clock: Clock;
}

export interface JobDefinition {
  name: string;
  /** The period a moment belongs to; the job runs once per period. */
  period(at: Date): string;
  /** Does the work of one period and says what it did ('3 agreements'). */
  run(ctx: JobContext, period: string): Promise<string>;
}

const INSTANCE = `${os.hostname()}:${process.pid}`;

export type RunResult = { ran: true; outcome: string } | { ran: false };

/** Runs the job for the clock's current period unless an instance already claimed it. */
export async function runJob(ctx: JobContext, job: JobDefinition): Promise<RunResult> {
  const at = ctx.clock.now();
  const period = job.period(at);
  if (!(await repo.claimRun(ctx.db, job.name, period, INSTANCE, at.toISOString()))) return { ran: false };
  try {
    const outcome = await job.run(ctx, period);
    await repo.finishRun(ctx.db, job.name, period, outcome, ctx.clock.now().toISOString());
    ctx.log.info({ job: job.name, period, outcome }, 'job run');
    return { ran: true, outcome };
  } catch (err) {
    ctx.log.error({ job: job.name, period, err: (err as Error).message }, 'job failed; the period is released');
    jobFailures.inc({ job: job.name });
    await repo.releaseRun(ctx.db, job.name, period);
    throw err;
  }
}

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * Ticks every `everyMs` (one minute by default) and runs each job whose period has no claim yet.
 * `stop` waits for a tick in progress, so that shutdown does not cut a run in the middle.
 */
export function startScheduler(ctx: JobContext, jobs: readonly JobDefinition[], everyMs = 60_000): Scheduler {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(async () => {
      for (const job of jobs) {
        if (stopped) return;
        try {
          await runJob(ctx, job);
        } catch {
          // Logged by runJob; the other jobs still run.
        }
      }
    });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
