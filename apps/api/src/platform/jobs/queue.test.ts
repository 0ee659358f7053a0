import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../modules/cv/cv-test-kit';
import { buildTestApp, testEngine, type TestApp } from '../../test/test-app';
import { backoffSeconds, deleteJob, drainJobs, enqueue, findJob, registerJobHandler, startJobRunner } from './queue';

/**
 * Issue #18 part 2 (queue) and part 5 (drain): the in-process runner over `queued_jobs` on SQLite,
 * pg-boss on PostgreSQL (ADR 0021), through the same API.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const jobRow = async (id: string) => {
  const job = await findJob(t.app.db, id);
  if (!job) throw new Error(`no job ${id}`);
  return job;
};

describe('job queue', () => {
  it('backoff doubles from the base delay', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(30, n))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(30, 40)).toBe(86_400);
  });

  it('the runner takes a queued job, runs its handler once, and a second drain runs nothing', async () => {
    const seen: unknown[] = [];
    registerJobHandler('test.once', async (_ctx, payload) => void seen.push(payload));
    const id = await enqueue(t.app.db, 'test.once', { id: 7 });
    const runner = startJobRunner(t.app, 20);
    try {
      await waitFor(async () => (await jobRow(id)).state === 'done', 30_000);
    } finally {
      await runner.stop();
    }
    expect(await drainJobs(t.app)).toBe(0);
    expect(seen).toEqual([{ id: 7 }]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, lastError: null });
  });

  it('two runners working the queue at once run each job exactly once (the guarded claim)', async () => {
    const runs = new Map<number, number>();
    registerJobHandler('test.race', async (_ctx, payload) => {
      const n = (payload as { n: number }).n;
      runs.set(n, (runs.get(n) ?? 0) + 1);
    });
    for (let n = 0; n < 20; n++) await enqueue(t.app.db, 'test.race', { n });
    const [a, b] = await Promise.all([drainJobs(t.app), drainJobs(t.app)]);
    expect(a + b).toBe(20);
    expect([...runs.values()].every((c) => c === 1)).toBe(true);
    expect(runs.size).toBe(20);
  });

  it('a job of an unknown name fails with its error after its attempts', async () => {
    const id = await enqueue(t.app.db, 'test.nobody', { id: 1 }, { maxAttempts: 1 });
    await drainJobs(t.app);
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'no handler for job test.nobody',
    });
  });

  it('#18.5 stop() takes no new job and waits for the running one to finish', async () => {
    let release: () => void = () => undefined;
    const started: number[] = [];
    registerJobHandler('test.slow', async (_ctx, payload) => {
      started.push((payload as { id: number }).id);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const first = await enqueue(t.app.db, 'test.slow', { id: 1 });
    const second = await enqueue(t.app.db, 'test.slow', { id: 2 });
    const runner = startJobRunner(t.app, 20);
    await waitFor(async () => started.length === 1, 30_000);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    // Still running: stop() has not returned.
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await jobRow(first)).toMatchObject({ state: 'done' });
    expect(await jobRow(second)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(started).toEqual([1]);
    // The slow handler would hold the next test's runner.
    await deleteJob(t.app.db, second);
  });

  it('a job left running by a stopped instance is taken again by the next runner (restart)', async () => {
    const seen: unknown[] = [];
    registerJobHandler('test.restart', async (_ctx, payload) => void seen.push(payload));
    // A one-second retry delay: on PostgreSQL the job left active is failed by pg-boss's expiry at
    // the runner's start and retried after its (backoff) delay.
    const id = await enqueue(t.app.db, 'test.restart', { id: 9 }, { retryDelaySeconds: 1 });
    const longAgo = new Date(Date.now() - 3_600_000).toISOString();
    if (testEngine === 'postgres') {
      await sql`UPDATE pgboss.job SET state = 'active', started_on = ${longAgo}::timestamptz WHERE id = ${id}::uuid`.execute(
        t.app.db,
      );
    } else {
      await t.app.db
        .updateTable('queued_jobs')
        .set({ state: 'running', attempts: 1, claimed_by: 'gone:1', claimed_at: longAgo })
        .where('id', '=', Number(id))
        .execute();
    }
    expect(await jobRow(id)).toMatchObject({ state: 'running' });
    const runner = startJobRunner(t.app, 20);
    try {
      // Generous: a failure guard only (the retry waits 1-2 s on PostgreSQL).
      await waitFor(async () => (await jobRow(id)).state === 'done', 30_000);
    } finally {
      await runner.stop();
    }
    expect(seen).toEqual([{ id: 9 }]);
  });
});
