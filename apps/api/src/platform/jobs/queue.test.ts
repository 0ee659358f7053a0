import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../modules/cv/cv-test-kit';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { backoffSeconds, drainJobs, enqueue, registerJobHandler, startJobRunner } from './queue';

/** Issue #18 part 2 (queue) and part 5 (drain): the in-process runner over `queued_jobs`. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const jobRow = (id: number) =>
  t.app.db.selectFrom('queued_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

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
      await waitFor(async () => (await jobRow(id)).state === 'done');
    } finally {
      await runner.stop();
    }
    expect(await drainJobs(t.app)).toBe(0);
    expect(seen).toEqual([{ id: 7 }]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, last_error: null });
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
      last_error: 'no handler for job test.nobody',
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
    await waitFor(async () => started.length === 1);
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
    await t.app.db.deleteFrom('queued_jobs').where('id', '=', second).execute();
  });

  it('a job left running by a stopped instance is taken again by the next runner (restart)', async () => {
    const seen: unknown[] = [];
    registerJobHandler('test.restart', async (_ctx, payload) => void seen.push(payload));
    const id = await enqueue(t.app.db, 'test.restart', { id: 9 });
    const longAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.app.db
      .updateTable('queued_jobs')
      .set({ state: 'running', attempts: 1, claimed_by: 'gone:1', claimed_at: longAgo })
      .where('id', '=', id)
      .execute();
    const runner = startJobRunner(t.app, 20);
    try {
      await waitFor(async () => (await jobRow(id)).state === 'done');
    } finally {
      await runner.stop();
    }
    expect(seen).toEqual([{ id: 9 }]);
  });
});
