import { Status } from '@portal/contracts/status-names';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs, enqueue, findJob, registerJobHandler } from '../../../platform/jobs/queue';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, testEngine, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin } from '../office-test-kit';

/**
 * Issue #18 part 2: failed background jobs in the office console, with their error, retryable;
 * only the admins of the deployment's main brand (jobs serve every brand).
 */
let t: TestApp;
let admin: string;
let failedId: string;
let waitingId: string;
let succeed = false;

/** Both jobs as the engine keeps them (queued_jobs on SQLite, pg-boss on PostgreSQL). */
const jobs = () => Promise.all([findJob(t.app.db, failedId), findJob(t.app.db, waitingId)]);

beforeAll(async () => {
  t = await buildTestApp();
  registerJobHandler('test.console', async () => {
    if (!succeed) throw new Error('the remote service said no');
  });
  failedId = await enqueue(t.app.db, 'test.console', { id: 1 }, { maxAttempts: 1 });
  waitingId = await enqueue(
    t.app.db,
    'test.console',
    { id: 2 },
    { maxAttempts: 1, runAt: new Date(Date.now() + 86_400_000) },
  );
  await drainJobs(t.app);
  admin = await officeLogin(t.app, 'gestor@demo.test');
});
afterAll(() => t.close());

describe('GET /api/Gestion/trabajos and POST /api/Gestion/trabajos/:id/reintentar', () => {
  it('the main brand admin sees the failed job with its error and attempts, not the waiting one', async () => {
    const res = await call(t.app, 'GET', '/api/Gestion/trabajos', admin);
    expect(res.http).toBe(200);
    expect(res.body.datos).toMatchObject({ total: 1, pagina: 1, tamano: 50 });
    expect(res.body.datos.items).toEqual([
      {
        id: failedId,
        nombre: 'test.console',
        error: 'the remote service said no',
        intentos: 1,
        creado: expect.stringMatching(/^\d{4}-/),
        fallado: expect.stringMatching(/^\d{4}-/),
      },
    ]);
  });

  it('refuses the gestor, the tutor, the other brand admin, a student and a company; nothing changes', async () => {
    const before = { jobs: await jobs(), audit: await auditRows(t.app, 'job.retry') };
    const personas: Array<[string, string, Record<string, string>, [number, number]]> = [
      ['gestor', await officeLogin(t.app, 'oficina@demo.test'), {}, [403, Status.OfficeActionNotAllowed]],
      ['tutor', await officeLogin(t.app, 'tutora@demo.test'), {}, [403, Status.OfficeActionNotAllowed]],
      [
        'other brand admin',
        await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST),
        CATALAN_HOST,
        [403, Status.JobsMainBrandOnly],
      ],
      ['student', await loginAs(t.app, 'alumna@demo.test'), {}, [403, Status.NoPermission]],
      ['company', await loginAs(t.app, 'empresa@demo.test'), {}, [403, Status.NoPermission]],
    ];
    for (const [name, token, headers, refusal] of personas) {
      const list = await call(t.app, 'GET', '/api/Gestion/trabajos', token, undefined, headers);
      expect([list.http, list.body.status], `${name} list`).toEqual(refusal);
      expect(list.body.datos, `${name} list`).toBeNull();
      const retry = await call(t.app, 'POST', `/api/Gestion/trabajos/${failedId}/reintentar`, token, {}, headers);
      expect([retry.http, retry.body.status], `${name} retry`).toEqual(refusal);
    }
    // The main brand's admin token is no session on the other brand.
    const elsewhere = await call(t.app, 'GET', '/api/Gestion/trabajos', admin, undefined, CATALAN_HOST);
    expect(elsewhere.http).toBe(401);
    expect({ jobs: await jobs(), audit: await auditRows(t.app, 'job.retry') }).toEqual(before);
  });

  it('retry puts the job back in the queue (audited); it then runs and leaves the list', async () => {
    const res = await call(t.app, 'POST', `/api/Gestion/trabajos/${failedId}/reintentar`, admin, {});
    expect([res.http, res.body.status]).toEqual([200, 0]);
    // SQLite starts the attempts afresh; pg-boss's retry keeps the count and allows one more run.
    expect(await findJob(t.app.db, failedId)).toMatchObject({
      state: 'queued',
      attempts: testEngine === 'postgres' ? 1 : 0,
    });
    const audit = await auditRows(t.app, 'job.retry');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      brand_key: 'default',
      actor_role: 'staff',
      object_type: 'job',
      object_id: String(failedId),
      from_state: 'failed',
      to_state: 'queued',
    });
    // A second retry of a job no longer failed is refused (297), an unknown one 296.
    const again = await call(t.app, 'POST', `/api/Gestion/trabajos/${failedId}/reintentar`, admin, {});
    expect([again.http, again.body.status]).toEqual([409, Status.QueuedJobNotFailed]);
    for (const missing of ['999999', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await call(t.app, 'POST', `/api/Gestion/trabajos/${missing}/reintentar`, admin, {});
      expect([unknown.http, unknown.body.status], missing).toEqual([404, Status.QueuedJobNotFound]);
    }
    succeed = true;
    await drainJobs(t.app);
    expect(await findJob(t.app.db, failedId)).toMatchObject({
      state: 'done',
      attempts: testEngine === 'postgres' ? 2 : 1,
    });
    expect(await findJob(t.app.db, waitingId)).toMatchObject({ state: 'queued', attempts: 0 });
    const list = await call(t.app, 'GET', '/api/Gestion/trabajos', admin);
    expect(list.body.datos).toMatchObject({ items: [], total: 0 });
    expect(await auditRows(t.app, 'job.retry')).toHaveLength(1);
  });
});
