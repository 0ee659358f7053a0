import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { drainJobs, enqueue } from './jobs/queue';
import { sendMail } from './mail';

/** Issue #18 part 4: what an operator's Prometheus scrapes, and who may scrape it. */
describe('/metrics', () => {
  let t: TestApp;
  const token = 'metrics-token-0123456789';
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, config: { metricsToken: token, metricsAllow: ['10.1.0.0/16'] } });
  });
  afterAll(() => t.close());

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('#18.4 exposes request durations by route pattern and status, event-loop lag, the pool, jobs and mail', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/Ofertas/detalle/999999' });
    await sendMail(
      { db: t.app.db, config: { ...t.app.config, smtpUrl: undefined }, log: t.app.log },
      { to: 'metrics@demo.test', subject: 's', text: 't' },
    );
    const res = await scrape({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    expect(body).toMatch(
      /portal_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} \d+/,
    );
    // Unknown paths share one series: no series per raw URL.
    expect(body).not.toMatch(/route="[^"]*999999/);
    expect(body).toContain('portal_nodejs_eventloop_lag_seconds');
    expect(body).toMatch(/portal_db_pool_connections_in_use \d+/);
    expect(body).toMatch(/portal_db_pool_waiting \d+/);
    expect(body).toMatch(/portal_jobs_running 0/);
    expect(body).toContain('portal_job_failures_total');
    expect(body).toMatch(/portal_mail_sent_total\{via="outbox"\} [1-9]/);
    expect(body).toContain('portal_mail_failed_total');
  });

  it('#18.9 counts the SQL statements sent to the database (statements per request in bench/capacity.mjs)', async () => {
    const statements = async () => {
      const body = (await scrape({ authorization: `Bearer ${token}` })).body;
      return Number(/^portal_db_statements_total (\d+)$/m.exec(body)?.[1]);
    };
    const first = await statements();
    const second = await statements();
    // A read that queries the database moves the counter by more than a scrape alone does.
    await t.app.inject({ method: 'GET', url: '/api/ready' });
    const third = await statements();
    expect(first).toBeGreaterThan(0);
    expect(third - second).toBeGreaterThan(second - first);
    expect((await scrape({ authorization: `Bearer ${token}` })).body).toMatch(
      /^portal_db_statement_seconds_total [0-9.e-]+$/m,
    );
  });

  it('#18.4 job queue depth and failed jobs', async () => {
    // A job of no handler, one attempt: the drain leaves it failed (on either engine).
    await enqueue(t.app.db, 'metrics.broken', { id: 3 }, { maxAttempts: 1 });
    await drainJobs(t.app);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await enqueue(t.app.db, 'metrics.waiting', { id: 1 }, { runAt: tomorrow });
    await enqueue(t.app.db, 'metrics.waiting', { id: 2 }, { runAt: tomorrow });
    const body = (await scrape({ authorization: `Bearer ${token}` })).body;
    expect(body).toMatch(/^portal_job_queue_depth 2$/m);
    expect(body).toMatch(/^portal_jobs_failed 1$/m);
  });

  it('#18.4 is refused without the token from an address outside METRICS_ALLOW, and with a wrong token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: token },
    ];
    for (const headers of attempts) {
      const res = await scrape(headers);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('portal_');
    }
  });

  it('#18.4 an allowed address reads it without a token; X-Forwarded-For does not make one allowed', async () => {
    expect((await scrape({}, '10.1.2.3')).statusCode).toBe(200);
    expect((await scrape({ 'x-forwarded-for': '10.1.2.3' }, '192.0.2.7')).statusCode).toBe(403);
  });
});
