import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../platform/jobs/queue';
import { call } from '../../test/call';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { CATALAN_HOST, officeLogin } from '../office/office-test-kit';
import { listedIds, parseCsv, parseXlsx } from './export-test-kit';

// Exports over the size a browser request should wait for run as a background job (issue #17
// 'Exports', ADR 0020): with a limit of 2 rows the export answers 202, the job builds the file
// with exactly the list's rows, the owner (only) follows the progress and downloads it, and a
// notification links to it; every export, direct or background, leaves an audit row.

let t: TestApp;
let gestor: string;
let oficina: string;
let otherBrand: string;
let empresa: string;
let grupo: string;
let alumna: string;
const AGREEMENTS = '/api/Gestion/convenios';

beforeAll(async () => {
  t = await buildTestApp({ config: { exportMaxRows: 2 } });
  gestor = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
  otherBrand = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
  empresa = await loginAs(t.app, 'empresa@demo.test');
  grupo = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });
  alumna = await loginAs(t.app, 'alumna@demo.test');
});
afterAll(async () => t?.close());

/** Every id the agreements list shows for these filters, page after page. */
const listIds = (token: string, query: string) => listedIds(t.app, AGREEMENTS, 'idConvenio', token, query);

async function userId(email: string): Promise<number> {
  const row = await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return Number(row.id);
}

async function auditRows(action: string, objectId?: string | number) {
  let q = t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (objectId !== undefined) q = q.where('object_id', '=', String(objectId));
  return q.orderBy('id').execute();
}

async function exportRow(id: number) {
  return t.app.db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('a background export (#17 Exports, ADR 0020)', () => {
  let agreementsJob: number;

  it('answers 202 over the limit, builds the CSV with exactly the rows, and only the owner downloads it', async () => {
    // The state with the most agreements of the brand (the list filters by one state).
    const states = await t.app.db
      .selectFrom('agreements')
      .select((eb) => ['estado', eb.fn.countAll<number>().as('n')])
      .where('brand_key', '=', 'default')
      .groupBy('estado')
      .execute();
    const estado = states.sort((a, b) => Number(b.n) - Number(a.n))[0].estado;
    const expected = await listIds(gestor, `estado=${estado}`);
    expect(expected.length).toBeGreaterThan(2);
    const asked = await call(
      t.app,
      'GET',
      `${AGREEMENTS}/exportar?estado=${estado}&formato=csv&columnas=idConvenio,codigo`,
      gestor,
    );
    expect(asked.http).toBe(202);
    expect(asked.body.status).toBe(0);
    expect(asked.body.datos).toEqual({ idExportacion: expect.any(Number), estado: 'queued' });
    agreementsJob = asked.body.datos.idExportacion;
    const queued = await call(t.app, 'GET', `/api/Exportaciones/${agreementsJob}`, gestor);
    expect(queued.body.datos).toMatchObject({ estado: 'queued', lista: 'convenios', filasTotal: expected.length });
    // The request is traceable at once, marked as background.
    const [queuedAudit] = await auditRows('export.queued', agreementsJob);
    expect(JSON.parse(queuedAudit.reason ?? '{}')).toMatchObject({ lista: 'convenios', filas: 'background' });
    // Not ready yet: the download says so.
    expect((await call(t.app, 'GET', `/api/Exportaciones/${agreementsJob}/descargar`, gestor)).body.status).toBe(307);

    await drainJobs(t.app);

    const ready = await call(t.app, 'GET', `/api/Exportaciones/${agreementsJob}`, gestor);
    expect(ready.body.datos).toMatchObject({
      estado: 'ready',
      filasHechas: expected.length,
      filasTotal: expected.length,
      error: null,
    });
    const date = new Date().toISOString().slice(0, 10);
    expect(ready.body.datos.nombreFichero).toBe(`convenios-${date}.csv`);
    const file = await call(t.app, 'GET', `/api/Exportaciones/${agreementsJob}/descargar`, gestor);
    expect(file.http).toBe(200);
    expect(file.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.res.headers['content-disposition']).toBe(
      `attachment; filename="convenios-${date}.csv"; filename*=UTF-8''convenios-${date}.csv`,
    );
    const [header, ...rows] = parseCsv(file.res.rawPayload);
    expect(header).toEqual(['Id', 'Código']);
    expect(rows.map((r) => Number(r[0])).sort((a, b) => a - b)).toEqual(expected);

    // The bell: a notification whose link opens the list page with the download.
    const notes = await t.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', await userId('gestor@demo.test'))
      .where('url_acceso', '=', `/gestion/convenios?exportacion=${agreementsJob}`)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0].titulo).toBe('Exportación lista');
    expect(notes[0].texto).toBe(
      `<p>El fichero convenios-${new Date().toISOString().slice(0, 10)}.csv (${expected.length} filas) está listo. Puedes descargarlo durante 7 días.</p>`,
    );
    expect((await auditRows('export.ready', agreementsJob)).length).toBe(1);
    const downloads = await auditRows('export.download', agreementsJob);
    expect(downloads).toHaveLength(1);
    expect(downloads[0].object_type).toBe('export_job');
  });

  it('answers 305 (404) to anyone but the owner, other brand and company included, and changes nothing', async () => {
    const before = await exportRow(agreementsJob);
    const downloadsBefore = (await auditRows('export.download', agreementsJob)).length;
    const others: [string, Record<string, string>][] = [
      [oficina, {}],
      [otherBrand, CATALAN_HOST],
      [empresa, {}],
      [grupo, {}],
      [alumna, {}],
    ];
    for (const [token, headers] of others) {
      for (const path of [`/api/Exportaciones/${agreementsJob}`, `/api/Exportaciones/${agreementsJob}/descargar`]) {
        const res = await call(t.app, 'GET', path, token, undefined, headers);
        expect([res.http, res.body.status, res.body.datos]).toEqual([404, 305, null]);
      }
    }
    // The owner's token on another brand's host is refused before anything is read.
    expect(
      (await call(t.app, 'GET', `/api/Exportaciones/${agreementsJob}`, gestor, undefined, CATALAN_HOST)).http,
    ).not.toBe(200);
    expect(await exportRow(agreementsJob)).toEqual(before);
    expect(await auditRows('export.download', agreementsJob)).toHaveLength(downloadsBefore);
    expect((await call(t.app, 'GET', '/api/Exportaciones/999999', gestor)).body.status).toBe(305);
  });

  it("builds a company's candidates as XLSX for that company only, with its notification", async () => {
    const asked = await call(t.app, 'GET', '/api/Empresa/procesos/1/candidatos/exportar?formato=xlsx', empresa);
    expect(asked.http).toBe(202);
    const id = asked.body.datos.idExportacion;
    // Another company (a contact signed in for company 2) sees nothing of it.
    expect((await call(t.app, 'GET', `/api/Exportaciones/${id}`, grupo)).body.status).toBe(305);
    await drainJobs(t.app);
    const ready = await call(t.app, 'GET', `/api/Exportaciones/${id}`, empresa);
    expect(ready.body.datos).toMatchObject({ estado: 'ready', formato: 'xlsx' });
    const file = await call(t.app, 'GET', `/api/Exportaciones/${id}/descargar`, empresa);
    expect(file.res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [header, ...rows] = (await parseXlsx(file.res.rawPayload)).rows;
    expect(header[0]).toBe('Id');
    const candidates = await t.app.db.selectFrom('applications').select('id').where('offer_id', '=', 1).execute();
    expect(rows.map((r) => Number(r[0])).sort((a, b) => a - b)).toEqual(
      candidates.map((c) => Number(c.id)).sort((a, b) => a - b),
    );
    expect(ready.body.datos.filasHechas).toBe(candidates.length);
    const note = await t.app.db
      .selectFrom('notifications')
      .select(['company_id', 'url_acceso'])
      .where('url_acceso', 'like', `%exportacion=${id}`)
      .executeTakeFirstOrThrow();
    expect(note).toEqual({ company_id: 1, url_acceso: `/mis-propuestas/1?exportacion=${id}` });
  });

  it("names a company list by its declaration and links to its page (the company's offers)", async () => {
    const asked = await call(t.app, 'GET', '/api/Empresa/dameProcesosEmpleoYpracticas/exportar?formato=csv', empresa);
    expect(asked.http).toBe(202);
    const id = asked.body.datos.idExportacion;
    expect((await call(t.app, 'GET', `/api/Exportaciones/${id}`, empresa)).body.datos.lista).toBe('procesos');
    await drainJobs(t.app);
    const ready = await call(t.app, 'GET', `/api/Exportaciones/${id}`, empresa);
    expect(ready.body.datos).toMatchObject({ estado: 'ready', lista: 'procesos' });
    const note = await t.app.db
      .selectFrom('notifications')
      .select(['company_id', 'url_acceso'])
      .where('url_acceso', 'like', `%exportacion=${id}`)
      .executeTakeFirstOrThrow();
    expect(note).toEqual({ company_id: 1, url_acceso: `/mis-propuestas?exportacion=${id}` });
  });

  it("writes the ready notification from the brand's text when the brand overrides it (ADR 0013)", async () => {
    const asked = await call(t.app, 'GET', '/api/Gestion/empresas/exportar?formato=csv', gestor);
    expect(asked.http).toBe(202);
    const id = asked.body.datos.idExportacion;
    const brandText = { subject: 'Tu fichero', body: '{file}: {rows} filas, {days} días.' };
    await drainJobs({
      db: t.app.db,
      config: t.app.config,
      log: t.app.log,
      mailTemplates: new Map([['default', { 'export.ready': { es: brandText, ca: brandText } }]]),
    });
    const ready = await call(t.app, 'GET', `/api/Exportaciones/${id}`, gestor);
    const note = await t.app.db
      .selectFrom('notifications')
      .select(['titulo', 'texto', 'url_acceso'])
      .where('url_acceso', 'like', `%exportacion=${id}`)
      .executeTakeFirstOrThrow();
    expect(note).toEqual({
      titulo: 'Tu fichero',
      texto: `<p>${ready.body.datos.nombreFichero}: ${ready.body.datos.filasHechas} filas, 7 días.</p>`,
      url_acceso: `/gestion/empresas?exportacion=${id}`,
    });
  });

  it('fails with its error when the owner lost the right before the build, and builds nothing', async () => {
    const asked = await call(t.app, 'GET', '/api/Gestion/alumnos/exportar?formato=csv', oficina);
    expect(asked.http).toBe(202);
    const id = asked.body.datos.idExportacion;
    const oficinaId = await userId('oficina@demo.test');
    // Blocked between the request and the build: authorisation is checked again at run time.
    await t.app.db.updateTable('users').set({ status: 'blocked' }).where('id', '=', oficinaId).execute();
    try {
      await drainJobs(t.app);
    } finally {
      await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', oficinaId).execute();
    }
    const res = await call(t.app, 'GET', `/api/Exportaciones/${id}`, oficina);
    expect(res.body.datos).toMatchObject({ estado: 'failed', error: 'status 71', nombreFichero: null });
    expect((await exportRow(id)).storage_key).toBeNull();
    expect((await call(t.app, 'GET', `/api/Exportaciones/${id}/descargar`, oficina)).body.status).toBe(307);
    expect(await auditRows('export.failed', id)).toHaveLength(1);
  });

  it('answers 306 once the file expired, and a later build deletes its bytes', async () => {
    const key = (await exportRow(agreementsJob)).storage_key as string;
    expect(await t.app.storage.exists(key)).toBe(true);
    await t.app.db
      .updateTable('export_jobs')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', agreementsJob)
      .execute();
    const res = await call(t.app, 'GET', `/api/Exportaciones/${agreementsJob}/descargar`, gestor);
    expect([res.http, res.body.status]).toEqual([410, 306]);
    const again = await call(t.app, 'GET', `/api/Gestion/empresas/exportar?formato=xlsx`, gestor);
    expect(again.http).toBe(202);
    await drainJobs(t.app);
    expect((await exportRow(agreementsJob)).storage_key).toBeNull();
    expect(await t.app.storage.exists(key)).toBe(false);
    expect(
      (await call(t.app, 'GET', `/api/Exportaciones/${again.body.datos.idExportacion}`, gestor)).body.datos.estado,
    ).toBe('ready');
  });
});

describe('the audit of direct exports (#17 Exports)', () => {
  it('writes export.download with the list, format, filters and row count', async () => {
    const one = await t.app.db
      .selectFrom('agreements')
      .select(['codigo', 'estado'])
      .where('brand_key', '=', 'default')
      .where('codigo', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = (await auditRows('export.download', 'convenios')).length;
    const res = await call(
      t.app,
      'GET',
      `${AGREEMENTS}/exportar?estado=${one.estado}&q=${encodeURIComponent(String(one.codigo))}`,
      gestor,
    );
    expect(res.http).toBe(200);
    const rows = parseCsv(res.res.rawPayload).length - 1;
    const audits = await auditRows('export.download', 'convenios');
    expect(audits).toHaveLength(before + 1);
    const last = audits[audits.length - 1];
    expect(last.object_type).toBe('export');
    expect(last.actor_user_id).toBe(await userId('gestor@demo.test'));
    expect(rows).toBe(1);
    expect(JSON.parse(last.reason ?? '{}')).toMatchObject({
      formato: 'csv',
      filtros: { estado: one.estado, q: one.codigo },
      filas: 1,
    });
  });
});
