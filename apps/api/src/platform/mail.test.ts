import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, subjectOf, type CaughtMail } from '../test/smtp-catcher';
import { buildTestApp, testEngine, type TestApp } from '../test/test-app';
import { AppError } from './app-error';
import { drainJobs, findJob } from './jobs/queue';
import { deliverMail, sendMail, type MailContext } from './mail';

let t: TestApp;
let catcher: Awaited<ReturnType<typeof startSmtpCatcher>>;
let smtpUrl: string;
let received: CaughtMail[];

function capturingLog() {
  const lines: Array<{ level: string; obj: unknown; msg: string }> = [];
  const log: MailContext['log'] = {
    info: ((obj: unknown, msg?: string) =>
      void lines.push({ level: 'info', obj, msg: msg ?? '' })) as MailContext['log']['info'],
    error: ((obj: unknown, msg?: string) =>
      void lines.push({ level: 'error', obj, msg: msg ?? '' })) as MailContext['log']['error'],
  };
  return { log, lines };
}

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  catcher = await startSmtpCatcher();
  smtpUrl = catcher.url;
  received = catcher.inbox;
});

afterAll(async () => {
  await catcher?.close();
  await t.close();
});

const recovery = {
  to: 'alumna@demo.test',
  subject: 'Restablecer contraseña',
  text: 'Para restablecer tu contraseña abre https://portal.example.org/restablecer-login?token=tok123 antes de una hora.',
  html: '<p>Abre <a href="https://portal.example.org/restablecer-login?token=tok123">este enlace</a>.</p>',
};

async function outboxRows() {
  return t.app.db.selectFrom('outbox_mail').selectAll().orderBy('id').execute();
}

describe('deliverMail over SMTP', () => {
  it('delivers one message and writes nothing to the outbox', async () => {
    const { log, lines } = capturingLog();
    const result = await deliverMail(
      { db: t.app.db, config: { ...t.config, smtpUrl, mailFrom: 'no-reply@portal.test' }, log },
      recovery,
    );
    expect(result.via).toBe('smtp');
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@portal.test');
    expect(received[0].to).toEqual(['alumna@demo.test']);
    expect(received[0].body).toContain('https://portal.example.org/restablecer-login?token=tok123');
    expect(subjectOf(received[0])).toContain('Restablecer');
    expect(await outboxRows()).toHaveLength(0);
    received.length = 0;
    // One line with recipient and subject; the token never reaches the log when SMTP delivers.
    expect(lines).toHaveLength(1);
    expect(lines[0].obj).toEqual({ to: 'alumna@demo.test', subject: 'Restablecer contraseña' });
    expect(JSON.stringify(lines)).not.toContain('tok123');
  });

  it('answers error 12 when the server cannot be reached', async () => {
    const { log } = capturingLog();
    const err = await deliverMail(
      { db: t.app.db, config: { ...t.config, smtpUrl: 'smtp://127.0.0.1:1' }, log },
      recovery,
    ).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(12);
  });
});

describe('sendMail without SMTP', () => {
  it('#12.9 keeps the message in outbox_mail and logs only that a mail was queued, never its token', async () => {
    const { log, lines } = capturingLog();
    const app = { db: t.app.db, config: { ...t.config, smtpUrl: undefined }, log };
    const result = await sendMail(app, recovery);
    expect(result.via).toBe('outbox');
    const rows = await outboxRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to_address: 'alumna@demo.test',
      subject: 'Restablecer contraseña',
      text: recovery.text,
      html: recovery.html,
      sent_at: null,
    });
    expect(rows[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      level: 'info',
      obj: { outboxId: rows[0].id },
      msg: 'mail queued in outbox_mail (no SMTP_URL)',
    });
    expect(JSON.stringify(lines)).not.toContain('tok123');
  });

  it('takes the app itself as context', async () => {
    const before = (await outboxRows()).length;
    const result = await sendMail(t.app, { to: 'empresa@demo.test', subject: 'Aviso', text: 'Sin enlaces.' });
    expect(result.via).toBe('outbox');
    expect(await outboxRows()).toHaveLength(before + 1);
  });
});

describe('#18.2 sendMail over SMTP goes through the job queue', () => {
  /** Jobs of a name ever queued: queued_jobs on SQLite, pg-boss's job table on PostgreSQL. */
  async function countJobsOf(name: string): Promise<number> {
    if (testEngine === 'postgres') {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${name}`.execute(
        t.app.db,
      );
      return rows[0].n;
    }
    return (await t.app.db.selectFrom('queued_jobs').select('id').where('name', '=', name).execute()).length;
  }
  const jobsById = (ids: string[]) => Promise.all(ids.map((id) => findJob(t.app.db, id)));

  it('queues with the transaction: a rolled-back write sends nothing, a committed one sends once', async () => {
    const before = await countJobsOf('mail.send');
    const { log } = capturingLog();
    const config = { ...t.config, smtpUrl, mailFrom: 'no-reply@portal.test' };
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await sendMail({ db: trx, config, log }, { ...recovery, subject: 'Rolled back' });
        throw new Error('the write fails');
      })
      .catch(() => undefined);
    expect(await countJobsOf('mail.send')).toBe(before);
    const result = await t.app.db
      .transaction()
      .execute((trx) => sendMail({ db: trx, config, log }, { ...recovery, subject: 'Committed' }));
    if (result.via !== 'queue') throw new Error('expected a queued mail');
    expect(await countJobsOf('mail.send')).toBe(before + 1);
    // Nothing leaves before the runner takes the job.
    expect(received.filter((r) => subjectOf(r) === 'Committed')).toHaveLength(0);
    await drainJobs({ db: t.app.db, config, log, mailTemplates: t.app.mailTemplates });
    expect(received.filter((r) => subjectOf(r) === 'Committed')).toHaveLength(1);
    expect(received.filter((r) => subjectOf(r) === 'Rolled back')).toHaveLength(0);
    expect(await findJob(t.app.db, result.jobId)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('a job run again after a crash that came after the SMTP send sends nothing more: exactly one mail (ADR 0036)', async () => {
    const { log } = capturingLog();
    const config = { ...t.config, smtpUrl, mailFrom: 'Portal <no-reply@portal.test>' };
    const ctx = { db: t.app.db, config, log, mailTemplates: t.app.mailTemplates };
    const result = await sendMail({ db: t.app.db, config, log }, { ...recovery, subject: 'Una sola vez' });
    if (result.via !== 'queue') throw new Error('expected a queued mail');
    await drainJobs(ctx);
    const once = received.filter((r) => subjectOf(r) === 'Una sola vez');
    expect(once).toHaveLength(1);
    expect(once[0].body).toMatch(/^Message-ID: <[0-9a-f-]{36}@portal\.test>$/im);
    // The instance dies after the SMTP server accepted the message and before the job was marked
    // done: the queue gives the job out again (pg-boss after its expiry, SQLite as a stale claim).
    if (testEngine === 'postgres') {
      await sql`UPDATE pgboss.job SET state = 'retry', start_after = now(), completed_on = NULL WHERE id = ${result.jobId}::uuid`.execute(
        t.app.db,
      );
    } else {
      await t.app.db
        .updateTable('queued_jobs')
        .set({ state: 'queued', run_at: new Date().toISOString(), finished_at: null })
        .where('id', '=', Number(result.jobId))
        .execute();
    }
    expect(await drainJobs(ctx)).toBe(1);
    expect(received.filter((r) => subjectOf(r) === 'Una sola vez')).toHaveLength(1);
    expect(await findJob(t.app.db, result.jobId)).toMatchObject({ state: 'done' });
    const delivered = await t.app.db.selectFrom('mail_deliveries').selectAll().execute();
    expect(delivered.filter((d) => once[0].body.includes(d.message_id))).toHaveLength(1);
  });

  it('an SMTP server refusing several times then accepting: every message delivered exactly once, with backoff', async () => {
    const flaky = await startSmtpCatcher({ refusals: 7 });
    const { log } = capturingLog();
    const config = { ...t.config, smtpUrl: flaky.url, mailRetryLimit: 8, mailRetryDelaySeconds: 30 };
    const subjects = ['Aviso 1', 'Aviso 2', 'Aviso 3'];
    const ids: string[] = [];
    for (const subject of subjects) {
      const r = await sendMail({ db: t.app.db, config, log }, { to: 'alumna@demo.test', subject, text: 'Hola.' });
      if (r.via === 'queue') ids.push(r.jobId);
    }
    expect(ids).toHaveLength(3);
    // The first pass: every attempt refused, each job waits 30 s before its second attempt.
    const start = Date.now();
    await drainJobs({ db: t.app.db, config, log, mailTemplates: t.app.mailTemplates }, () => new Date(start));
    let rows = await jobsById(ids);
    expect(rows.map((r) => [r?.state, r?.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
      ['queued', 1],
    ]);
    const wait = Date.parse(rows[0]?.runAt ?? '') - start;
    if (testEngine === 'postgres') {
      // pg-boss's backoff adds jitter: 30 to 60 s after the failure, by the database's clock.
      expect(wait).toBeGreaterThanOrEqual(29_000);
      expect(wait).toBeLessThanOrEqual(61_000 + (Date.now() - start));
    } else {
      expect(wait).toBe(30_000);
    }
    expect(rows[0]?.lastError).toContain('try again later');
    // Time moves on an hour per pass until the server accepts.
    let at = start;
    for (let pass = 0; pass < 5; pass++) {
      at += 3_600_000;
      await drainJobs({ db: t.app.db, config, log, mailTemplates: t.app.mailTemplates }, () => new Date(at));
    }
    rows = await jobsById(ids);
    expect(rows.every((r) => r?.state === 'done')).toBe(true);
    expect(flaky.refusedCount()).toBe(7);
    expect(flaky.inbox.map(subjectOf).sort()).toEqual(subjects);
    await flaky.close();
  });

  it('after MAIL_RETRY_LIMIT retries the job is failed with the SMTP error, and nothing more is tried', async () => {
    const flaky = await startSmtpCatcher({ refusals: 1000 });
    const { log } = capturingLog();
    const config = { ...t.config, smtpUrl: flaky.url, mailRetryLimit: 2, mailRetryDelaySeconds: 10 };
    const r = await sendMail({ db: t.app.db, config, log }, { to: 'alumna@demo.test', subject: 'Nunca', text: 'x' });
    if (r.via !== 'queue') throw new Error('expected a queued mail');
    let at = Date.now();
    for (let pass = 0; pass < 5; pass++) {
      await drainJobs({ db: t.app.db, config, log, mailTemplates: t.app.mailTemplates }, () => new Date(at));
      at += 3_600_000;
    }
    const row = await findJob(t.app.db, r.jobId);
    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
    expect(row?.lastError).toContain('try again later');
    expect(flaky.refusedCount()).toBe(3);
    expect(flaky.inbox).toEqual([]);
    await flaky.close();
  });
});
