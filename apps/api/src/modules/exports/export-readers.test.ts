import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveClock, now, setClock } from '../../platform/clock';
import { drainJobs } from '../../platform/jobs/queue';
import { call } from '../../test/call';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { officeLogin } from '../office/office-test-kit';
import { MAX_OPEN_EXPORTS } from './export-jobs.service';

// Exports as their readers see them (ADR 0038, SPEC §2), through the API on the run's engine:
// an XLSX holds the stored text of a name starting with = + - @ as a string cell, the CSV keeps
// it neutralised; with the clock at 2026-12-07T23:46:00Z (00:46 on 8 December in Madrid) a
// date-time states its zone and the file is named by the brand's day, directly and in the
// background; a user has at most 3 background exports queued or running; an export whose 7 days
// are over answers `expired`.

const AT = '2026-12-07T23:46:00.000Z';
const NAMES = ['=Lector SUMA(1;2)', '+34 Lector', '-Àngel Lector', '@Lector'];
const EMPRESAS = '/api/Gestion/empresas/exportar';
let t: TestApp;
let gestor: string;
let oficina: string;

beforeAll(async () => {
  setClock(AT);
  // Up to 4 rows directly: the 4 companies below; the whole list goes to the background.
  t = await buildTestApp({ config: { exportMaxRows: 4 } });
  [gestor, oficina] = await Promise.all([
    officeLogin(t.app, 'gestor@demo.test'),
    officeLogin(t.app, 'oficina@demo.test'),
  ]);
  for (const [i, nombre] of NAMES.entries())
    await t.app.db
      .insertInto('companies')
      .values({
        nombre,
        cif: `B9100000${i}`,
        brand_key: 'default',
        validated: 1,
        blocked: 0,
        created_at: now().toISOString(),
      })
      .execute();
});
afterAll(async () => {
  setClock(null);
  await t?.close();
});

const disposition = (name: string) => `attachment; filename="${name}"; filename*=UTF-8''${name}`;

async function openJobs(email: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('export_jobs')
    .innerJoin('users', 'users.id', 'export_jobs.user_id')
    .select('export_jobs.id')
    .where('users.email', '=', email)
    .where('export_jobs.state', 'in', ['queued', 'running'])
    .execute();
  return rows.length;
}

describe('a direct export as its reader sees it', () => {
  it('XLSX: every name as stored, in a string cell, and the date-time in the brand zone', async () => {
    const res = await call(t.app, 'GET', `${EMPRESAS}?nombre=Lector&formato=xlsx&columnas=nombre,alta`, gestor);
    expect(res.http).toBe(200);
    expect(res.res.headers['content-disposition']).toBe(disposition('empresas-2026-12-08.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(NAMES.length + 1);
    for (let r = 2; r <= sheet.rowCount; r++) {
      const name = sheet.getRow(r).getCell(1);
      expect(name.type).toBe(ExcelJS.ValueType.String);
      expect(name.formula).toBeFalsy();
      const alta = sheet.getRow(r).getCell(2);
      expect(alta.value).toEqual(new Date('2026-12-08T00:46:00.000Z'));
      expect(alta.numFmt).toBe('yyyy-mm-dd hh:mm:ss"+01:00"');
    }
    const names = Array.from({ length: NAMES.length }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(names).toEqual(NAMES);
  });

  it('CSV: the same names neutralised, the date-time with its offset', async () => {
    const res = await call(t.app, 'GET', `${EMPRESAS}?nombre=Lector&formato=csv&columnas=nombre,alta`, gestor);
    expect(res.res.headers['content-disposition']).toBe(disposition('empresas-2026-12-08.csv'));
    const [header, ...rows] = parse(res.res.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(header).toEqual(['Razón social', 'Fecha de alta']);
    expect(rows).toEqual(NAMES.map((n) => [`'${n}`, '2026-12-08T00:46:00+01:00']));
  });
});

describe('a background export as its reader sees it', () => {
  it("is named by the brand's day and writes the date-times in its zone", async () => {
    const asked = await call(t.app, 'GET', `${EMPRESAS}?formato=csv&columnas=nombre,alta`, gestor);
    expect(asked.http).toBe(202);
    const id = asked.body.datos.idExportacion as number;
    await drainJobs(t.app);
    const job = await call(t.app, 'GET', `/api/Exportaciones/${id}`, gestor);
    expect(job.body.datos).toMatchObject({ estado: 'ready', nombreFichero: 'empresas-2026-12-08.csv' });
    const file = await call(t.app, 'GET', `/api/Exportaciones/${id}/descargar`, gestor);
    expect(file.res.headers['content-disposition']).toBe(disposition('empresas-2026-12-08.csv'));
    const rows = parse(file.res.rawPayload, { bom: true, delimiter: ';' }) as string[][];
    expect(rows.filter((r) => r[0].includes('Lector'))).toEqual(
      NAMES.map((n) => [`'${n}`, '2026-12-08T00:46:00+01:00']),
    );
  });

  it('takes at most 3 queued or running exports per user: the next is refused (360) and nothing is queued', async () => {
    expect(MAX_OPEN_EXPORTS).toBe(3);
    for (let i = 0; i < MAX_OPEN_EXPORTS; i++)
      expect((await call(t.app, 'GET', `${EMPRESAS}?formato=xlsx`, gestor)).http).toBe(202);
    const jobsBefore = await t.app.db.selectFrom('export_jobs').select('id').execute();
    const auditBefore = await t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'export.queued')
      .execute();
    const refused = await call(t.app, 'GET', `${EMPRESAS}?formato=csv`, gestor);
    expect([refused.http, refused.body.status]).toEqual([409, 360]);
    expect(await t.app.db.selectFrom('export_jobs').select('id').execute()).toEqual(jobsBefore);
    expect(await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'export.queued').execute()).toEqual(
      auditBefore,
    );
    // Per user: another gestor is not held back by this one's exports.
    expect((await call(t.app, 'GET', `${EMPRESAS}?formato=csv`, oficina)).http).toBe(202);
    // Once built, there is room again.
    await drainJobs(t.app);
    expect(await openJobs('gestor@demo.test')).toBe(0);
    expect((await call(t.app, 'GET', `${EMPRESAS}?formato=csv`, gestor)).http).toBe(202);
    await drainJobs(t.app);
  });

  it('holds the cap when the requests come at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t.app, 'GET', `${EMPRESAS}?formato=csv`, oficina)),
    );
    const codes = answers.map((a) => a.http).sort();
    expect(codes).toEqual([202, 202, 202, 409, 409, 409]);
    expect(answers.filter((a) => a.http === 409).every((a) => a.body.status === 360)).toBe(true);
    expect(await openJobs('oficina@demo.test')).toBe(3);
    await drainJobs(t.app);
  });

  it('answers expired (not ready) once its 7 days are over, before any purge, and its download 306', async () => {
    const asked = await call(t.app, 'GET', `${EMPRESAS}?formato=xlsx&columnas=nombre`, gestor);
    const id = asked.body.datos.idExportacion as number;
    await drainJobs(t.app);
    expect((await call(t.app, 'GET', `/api/Exportaciones/${id}`, gestor)).body.datos.estado).toBe('ready');
    moveClock({ days: 8 });
    try {
      const job = await call(t.app, 'GET', `/api/Exportaciones/${id}`, gestor);
      expect(job.body.datos.estado).toBe('expired');
      const file = await call(t.app, 'GET', `/api/Exportaciones/${id}/descargar`, gestor);
      expect([file.http, file.body.status]).toEqual([410, 306]);
    } finally {
      setClock(AT);
    }
  });
});
