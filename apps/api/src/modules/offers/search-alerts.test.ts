import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { drainJobs } from '../../platform/jobs/queue';
import { runJob } from '../../platform/jobs/scheduler';
import { loginAs } from '../../test/login';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { jobContext } from '../office/jobs/office-jobs';
import { cloneOffer } from './offer-fixtures';
import { searchAlertsJob } from './search-alerts.service';
import { studentClient } from './student-test-client';

/**
 * Issue #16 part 3 and its Done-when: a saved-search alert e-mail reaches the local SMTP catcher
 * with exactly the new matching offers; a second run sends nothing. On SQLite and PostgreSQL.
 */
const HOUR = 3_600_000;
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let api: ReturnType<typeof studentClient>;
let alumna: string;
let master: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  const smtpUrl = smtp.url;
  t = await buildTestApp({ config: { smtpUrl, mailFrom: 'no-reply@portal.test' } });
  api = studentClient(t.app);
  alumna = await loginAs(t.app, 'alumna@demo.test');
  master = await loginAs(t.app, 'master@demo.test');
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

const mailsTo = (address: string) => smtp.inbox.filter((m) => m.to.includes(address)).map((m) => m.body);
const alertOf = async (token: string, id: number) =>
  (
    (await api.get('/api/Alumno/dameBusquedasGuardadas', token)).datos.busquedas as Array<{
      id: number;
      alerta: string;
    }>
  ).find((b) => b.id === id)?.alerta;

describe('saved-search alerts (#16 part 3)', () => {
  let searchId: number;
  let titles: { fresh: string[]; old: string; otherType: string };

  it('#16.3 a student follows her saved search daily; another student cannot touch it', async () => {
    const saved = await api.post('/api/Alumno/guardaBusqueda', alumna, {
      nombre: 'Zafiro',
      tipo: 'practicas',
      filtros: { titulo: 'zafiro' },
    });
    searchId = (saved.datos.busquedas as Array<{ id: number; nombre: string }>).find((b) => b.nombre === 'Zafiro')!.id;
    expect(await alertOf(alumna, searchId)).toBe('ninguna');

    const stolen = await api.post('/api/Alumno/guardaAlertaBusqueda', master, { id: searchId, frecuencia: 'diaria' });
    expect([stolen.http, stolen.status]).toEqual([403, 48]);
    expect(await alertOf(alumna, searchId)).toBe('ninguna');
    const bad = await api.post('/api/Alumno/guardaAlertaBusqueda', alumna, { id: searchId, frecuencia: 'cada hora' });
    expect([bad.http, bad.status]).toEqual([400, 15]);

    const followed = await api.post('/api/Alumno/guardaAlertaBusqueda', alumna, { id: searchId, frecuencia: 'diaria' });
    expect(followed.status).toBe(0);
    expect(followed.datos.busquedas.find((b: { id: number }) => b.id === searchId).alerta).toBe('diaria');
  });

  it('#16.3 the alert mails exactly the new matching offers, with their links and a one-click unsubscribe; a second run sends nothing', async () => {
    const now = Date.now();
    // The alert began two hours ago; what was published before is not news.
    await t.app.db
      .updateTable('search_alerts')
      .set({ desde: new Date(now - 2 * HOUR).toISOString() })
      .where('saved_search_id', '=', searchId)
      .execute();
    // An internship offer alumna@ sees in her list, to copy.
    const list = await api.get('/api/Alumno/dameOfertasUsuario/practicas/1', alumna);
    const model = list.datos.ofertas[0].idoferta as number;
    titles = {
      fresh: ['Analista Zafiro de datos', 'Técnica Zafiro de redes'],
      old: 'Zafiro antigua',
      otherType: 'Empleo Zafiro',
    };
    const fresh = [];
    for (const titulo of titles.fresh)
      fresh.push(await cloneOffer(t.app.db, model, { titulo, published_at: new Date(now - HOUR).toISOString() }));
    await cloneOffer(t.app.db, model, { titulo: titles.old, published_at: new Date(now - 3 * HOUR).toISOString() });
    await cloneOffer(t.app.db, model, {
      titulo: titles.otherType,
      tipo: 'empleo',
      published_at: new Date(now - HOUR).toISOString(),
    });
    // A draft is not published, whatever its dates.
    await cloneOffer(t.app.db, model, {
      titulo: 'Zafiro borrador',
      estado: 'borrador',
      published_at: new Date(now - HOUR).toISOString(),
    });

    const ctx = jobContext(t.app, fixedClock(new Date(now).toISOString()));
    expect(await runJob(ctx, searchAlertsJob)).toEqual({ ran: true, outcome: '1 of 1 search alerts sent' });
    await drainJobs(t.app);

    const mails = mailsTo('alumna@demo.test');
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    for (const title of titles.fresh) expect(mail).toContain(title);
    for (const title of [titles.old, titles.otherType, 'Zafiro borrador']) expect(mail).not.toContain(title);
    // Each offer links to its page on the brand's configured public address, never a request's host.
    const urls = await t.app.db.selectFrom('offers').select('url_acceso').where('id', 'in', fresh).execute();
    for (const { url_acceso } of urls) expect(mail).toContain(`/propuesta-practicas/${url_acceso}`);
    expect(mail).toMatch(/^List-Unsubscribe:\s+<https?:\/\/[^>]+\/api\/Publico\/bajaAlertaBusqueda\?token=[\w-]+>/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail).toMatch(/\/baja-alerta\?token=[\w-]+/);
    expect(
      await t.app.db
        .selectFrom('search_alert_offers')
        .select('offer_id')
        .where('saved_search_id', '=', searchId)
        .execute(),
    ).toHaveLength(2);

    // The same day again: the period is taken, nothing runs.
    expect(await runJob(ctx, searchAlertsJob)).toEqual({ ran: false });
    // The next day: the same offers are not news any more.
    const tomorrow = jobContext(t.app, fixedClock(new Date(now + 24 * HOUR).toISOString()));
    expect(await runJob(tomorrow, searchAlertsJob)).toEqual({ ran: true, outcome: '0 of 1 search alerts sent' });
    await drainJobs(t.app);
    expect(mailsTo('alumna@demo.test')).toHaveLength(1);
  });

  it('#16.3 a weekly alert is not due again within seven days', async () => {
    await api.post('/api/Alumno/guardaAlertaBusqueda', alumna, { id: searchId, frecuencia: 'semanal' });
    expect(await alertOf(alumna, searchId)).toBe('semanal');
    const model = (
      await t.app.db.selectFrom('offers').select('id').where('titulo', '=', titles.fresh[0]).executeTakeFirstOrThrow()
    ).id;
    await cloneOffer(t.app.db, model, { titulo: 'Zafiro de la semana', published_at: new Date().toISOString() });
    const in3days = jobContext(t.app, fixedClock(new Date(Date.now() + 3 * 24 * HOUR).toISOString()));
    expect(await runJob(in3days, searchAlertsJob)).toEqual({ ran: true, outcome: '0 of 0 search alerts sent' });
    const in8days = jobContext(t.app, fixedClock(new Date(Date.now() + 8 * 24 * HOUR).toISOString()));
    expect(await runJob(in8days, searchAlertsJob)).toEqual({ ran: true, outcome: '1 of 1 search alerts sent' });
    await drainJobs(t.app);
    const mails = mailsTo('alumna@demo.test');
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('Zafiro de la semana');
    for (const title of titles.fresh) expect(mails[1]).not.toContain(title);
  });

  it("#16.3 the unsubscribe link stops the alert once; another brand's portal cannot use it", async () => {
    const token = /bajaAlertaBusqueda\?token=([\w-]+)/.exec(mailsTo('alumna@demo.test')[0])![1];
    const url = `/api/Publico/bajaAlertaBusqueda?token=${token}`;
    const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };

    const elsewhere = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...oneClick, host: 'catalunya.localhost' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([elsewhere.statusCode, elsewhere.json().status]).toEqual([404, 300]);
    expect(await alertOf(alumna, searchId)).toBe('semanal');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/Publico/bajaAlertaBusqueda',
      payload: { token: 'x' },
    });
    expect([malformed.statusCode, malformed.json().status]).toEqual([400, 15]);

    // A mail client's one-click POST (RFC 8058): the token in the URL, a form body.
    const res = await t.app.inject({ method: 'POST', url, headers: oneClick, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toEqual({ nombre: 'Zafiro' });
    expect(await alertOf(alumna, searchId)).toBe('ninguna');
    // The page's JSON call with the same (spent) token.
    const again = await t.app.inject({ method: 'POST', url: '/api/Publico/bajaAlertaBusqueda', payload: { token } });
    expect([again.statusCode, again.json().status]).toEqual([404, 300]);
    // Without an alert nothing is due any more.
    const later = jobContext(t.app, fixedClock(new Date(Date.now() + 30 * 24 * HOUR).toISOString()));
    expect(await runJob(later, searchAlertsJob)).toEqual({ ran: true, outcome: '0 of 0 search alerts sent' });
  });
});
