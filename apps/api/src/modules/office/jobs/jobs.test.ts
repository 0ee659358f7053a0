import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, fixedClock } from '../../../platform/clock';
import { runJob } from '../../../platform/jobs/scheduler';
import { loadMailTemplates, renderMail } from '../../../platform/mail-templates';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { outboxTo } from '../office-test-kit';
import { agreementExpiryJob } from './agreement-expiry.job';
import { jobContext } from './office-jobs';
import { remindersJob } from './reminders.job';

/**
 * The office's scheduled jobs (issue #14 parts 4, 7 and 8) run 'on' a chosen date with a fixed
 * clock, on SQLite and on PostgreSQL: what moves, what is recorded, what is sent, and that a
 * period's work is done once however many instances run it.
 */
const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const state = async (id: number) =>
  (await t.app.db.selectFrom('agreements').select('estado').where('id', '=', id).executeTakeFirstOrThrow()).estado;
const auditOf = (action: string) =>
  t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('Caducado job (#14 part 4)', () => {
  // 'Today' for the job: ten days from now, so the seeded expiries (years ahead) stay in force.
  const on = new Date(Date.now() + 10 * DAY);
  const today = dayOf(on);
  const yesterday = dayOf(new Date(on.getTime() - DAY));

  it('#14.4 moves exactly the agreements whose expiry date has passed, one audit row each, and tells the company', async () => {
    await t.app.db.updateTable('agreements').set({ fecha_caducidad: yesterday }).where('id', 'in', [1, 4]).execute();
    // Expiring today is not expired yet.
    await t.app.db.updateTable('agreements').set({ fecha_caducidad: today }).where('id', '=', 7).execute();
    const before = await t.app.db.selectFrom('agreements').select(['id', 'estado']).orderBy('id').execute();
    const mailsBefore = (await outboxTo(t.app, 'empresa@demo.test')).length;

    const result = await runJob(jobContext(t.app, fixedClock(on.toISOString())), agreementExpiryJob);

    expect(result).toEqual({ ran: true, outcome: '2 agreements expired' });
    const after = await t.app.db.selectFrom('agreements').select(['id', 'estado']).orderBy('id').execute();
    const changed = after.filter((a, i) => a.estado !== before[i].estado);
    expect(changed).toEqual([
      { id: 1, estado: 'caducado' },
      { id: 4, estado: 'caducado' },
    ]);
    const audit = await auditOf('agreement.expire');
    expect(audit.map((a) => [a.object_id, a.actor_role, a.actor_user_id, a.from_state, a.to_state])).toEqual([
      ['1', 'job', null, 'formalizado', 'caducado'],
      ['4', 'job', null, 'firmado_empresa', 'caducado'],
    ]);
    expect(audit[0].occurred_at).toBe(on.toISOString());
    // empresa@ (a contact of company 1) gets the mail and the bell notification.
    const mails = await outboxTo(t.app, 'empresa@demo.test');
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0].subject).toMatch(/el convenio CONV-\d{4}-00001 ha caducado/);
    expect(mails[0].text).toContain(yesterday);
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'empresa@demo.test')
      .executeTakeFirstOrThrow();
    const notes = await t.app.db
      .selectFrom('notifications')
      .select(['titulo', 'company_id'])
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .execute();
    expect(notes[0]).toEqual({ titulo: mails[0].subject, company_id: 1 });
  });

  it('#14.4 does the work of a period once: a second run, or two instances at once, change nothing more', async () => {
    const mails = await t.app.db.selectFrom('outbox_mail').select('id').execute();
    const again = await runJob(jobContext(t.app, fixedClock(on.toISOString())), agreementExpiryJob);
    expect(again).toEqual({ ran: false });

    // The next day, two instances tick at the same moment: one claims the period, the other skips it.
    await t.app.db.updateTable('agreements').set({ fecha_caducidad: today }).where('id', '=', 5).execute();
    const next = new Date(on.getTime() + DAY).toISOString();
    const results = await Promise.all([
      runJob(jobContext(t.app, fixedClock(next)), agreementExpiryJob),
      runJob(jobContext(t.app, fixedClock(next)), agreementExpiryJob),
    ]);
    // Agreement 5 (expiring 'today') and 7 (expiring the day before) are past expiry now.
    expect(results.filter((r) => r.ran)).toEqual([{ ran: true, outcome: '2 agreements expired' }]);
    expect(await state(5)).toBe('caducado');
    expect((await auditOf('agreement.expire')).map((a) => a.object_id)).toEqual(['1', '4', '5', '7']);
    expect((await t.app.db.selectFrom('outbox_mail').select('id').execute()).length).toBeGreaterThan(mails.length);
    const runs = await t.app.db
      .selectFrom('job_runs')
      .select(['period', 'outcome'])
      .where('job', '=', 'agreements.expire')
      .orderBy('period')
      .execute();
    expect(runs).toEqual([
      { period: today, outcome: '2 agreements expired' },
      { period: dayOf(new Date(next)), outcome: '2 agreements expired' },
    ]);
  });

  it('#14.8 uses the template a brand overrides (catalunya), in the recipient language', async () => {
    await t.app.db
      .updateTable('agreements')
      .set({ brand_key: 'catalunya', fecha_caducidad: yesterday })
      .where('id', '=', 3)
      .execute();
    const contact = await t.app.db
      .selectFrom('company_contacts as cc')
      .innerJoin('users as u', 'u.id', 'cc.user_id')
      .select(['u.id', 'u.email'])
      .where('cc.company_id', '=', 2)
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('users').set({ preferred_language: 'ca' }).where('id', '=', contact.id).execute();
    const later = new Date(on.getTime() + 2 * DAY).toISOString();
    await runJob(jobContext(t.app, fixedClock(later)), agreementExpiryJob);
    const [mail] = await outboxTo(t.app, contact.email);
    expect(mail.subject).toMatch(/^Universitat de la Costa .*: el conveni CONV-\d{4}-00003 ja no és vigent$/);
    // The body was not overridden: the default Catalan text.
    expect(mail.text).toContain('ha passat a Caducat');
  });
});

describe('mail templates (#14 part 8)', () => {
  const values = { brand: 'U', code: 'CONV-1', company: 'ACME', date: '2030-01-01' };

  it('#14.8 renders the defaults in es and ca for a brand that does not override them', () => {
    expect(renderMail(t.app.mailTemplates, 'default', 'agreement.expired', 'es', values).subject).toBe(
      'U: el convenio CONV-1 ha caducado',
    );
    expect(renderMail(t.app.mailTemplates, 'default', 'agreement.expired', 'ca', values).subject).toBe(
      'U: el conveni CONV-1 ha caducat',
    );
    expect(renderMail(t.app.mailTemplates, 'catalunya', 'agreement.expired', 'es', values).subject).toBe(
      'U: el convenio CONV-1 ya no está vigente',
    );
  });

  it('#14.8 stops the start on an unknown template or a placeholder the template does not offer', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-templates-'));
    const write = (content: unknown) =>
      fs.writeFileSync(path.join(dir, 'mail-templates.json'), JSON.stringify(content));
    const load = () => loadMailTemplates({ dirs: new Map([['x', dir]]) });
    write({ 'agreement.expired': { es: { subject: 'Caducat {code} {secret}' } } });
    expect(load).toThrow(/mail-templates\.json: agreement\.expired\.es\.subject: unknown placeholder \{secret\}/);
    write({ 'no.such': { es: { subject: 'x' } } });
    expect(load).toThrow(/mail-templates\.json/);
    write({ 'company.reject': { ca: { body: 'Motiu: {reason}' } } });
    expect(renderMail(load(), 'x', 'company.reject', 'ca', { reason: 'CIF' }).body).toBe('Motiu: CIF');
    fs.rmSync(dir, { recursive: true });
  });
});

describe('reminder job (#14 part 7)', () => {
  // A day that starts a 7-day reminder window, a month ahead: everything seeded has waited long enough.
  const WINDOW = 7 * DAY;
  const start = Math.floor((Date.now() + 30 * DAY) / WINDOW) * WINDOW + 12 * 3_600_000;
  const at = (days: number) => fixedClock(new Date(start + days * DAY).toISOString());

  it('#14.7 reminds companies of agreements in Generado / Erróneo empresa and staff of old queues, once per period, recorded', async () => {
    // Put back two waiting agreements the expiry tests used (brand default, no expiry date).
    await t.app.db
      .updateTable('agreements')
      .set({ estado: 'generado', fecha_caducidad: null, brand_key: 'default' })
      .where('id', '=', 5)
      .execute();
    await t.app.db
      .updateTable('agreements')
      .set({ estado: 'erroneo_empresa', fecha_caducidad: null, brand_key: 'default' })
      .where('id', '=', 6)
      .execute();
    await t.app.db
      .updateTable('agreements')
      .set({ estado: 'enviado_secretaria', fecha_caducidad: null })
      .where('id', '=', 7)
      .execute();
    const staffMailsBefore = (await outboxTo(t.app, 'gestor@demo.test')).length;

    const first = await runJob(jobContext(t.app, at(0)), remindersJob);
    expect(first.ran).toBe(true);

    const companyReminders = await auditOf('agreement.reminder');
    expect(companyReminders.map((a) => [a.object_id, a.actor_role, a.from_state])).toEqual([
      ['5', 'job', 'generado'],
      ['6', 'job', 'erroneo_empresa'],
    ]);
    // nueva@ is the contact of company 4 (agreement 5).
    const [toCompany] = await outboxTo(t.app, 'nueva@demo.test');
    expect(toCompany.subject).toMatch(/el convenio CONV-\d{4}-00005 está pendiente/);
    expect(toCompany.text).toContain('«Generado»');

    const staffReminders = await auditOf('office.reminder');
    const reminded = staffReminders.map((a) => `${a.object_type}:${a.object_id}`);
    expect(reminded).toContain('agreement:7');
    expect(reminded.some((r) => r.startsWith('offer:'))).toBe(true);
    expect(reminded.some((r) => r.startsWith('company:'))).toBe(true);
    expect(staffReminders.every((a) => a.actor_role === 'job')).toBe(true);
    const staffMails = await outboxTo(t.app, 'gestor@demo.test');
    expect(staffMails.length).toBe(staffMailsBefore + 1);
    expect(staffMails[0].text).toContain('Convenio #7');
    expect((await outboxTo(t.app, 'oficina@demo.test')).length).toBe(1);
    // The academic tutor does not run the queues.
    expect(await outboxTo(t.app, 'tutora@demo.test')).toEqual([]);

    // The same day again: the run is claimed. The next day (same 7-day period): nothing is sent again.
    expect(await runJob(jobContext(t.app, at(0)), remindersJob)).toEqual({ ran: false });
    const mails = (await t.app.db.selectFrom('outbox_mail').select('id').execute()).length;
    const audit = (await t.app.db.selectFrom('audit_log').select('id').execute()).length;
    expect(await runJob(jobContext(t.app, at(1)), remindersJob)).toEqual({
      ran: true,
      outcome: '0 agreement reminders, 0 queue items to staff',
    });
    expect((await t.app.db.selectFrom('outbox_mail').select('id').execute()).length).toBe(mails);
    expect((await t.app.db.selectFrom('audit_log').select('id').execute()).length).toBe(audit);

    // The next period: reminded again, once.
    await runJob(jobContext(t.app, at(7)), remindersJob);
    expect((await auditOf('agreement.reminder')).map((a) => a.object_id)).toEqual(['5', '6', '5', '6']);
    expect((await outboxTo(t.app, 'gestor@demo.test')).length).toBe(staffMailsBefore + 2);
  });
});
