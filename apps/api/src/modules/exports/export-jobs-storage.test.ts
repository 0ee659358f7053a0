import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../platform/jobs/queue';
import { call } from '../../test/call';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { officeLogin } from '../office/office-test-kit';

// A background export streamed to the shared storage drivers (ADR 0038): `database` on the run's
// engine (its parts table, migration 0039) and `s3` on s3rver; the file downloaded is the whole
// XLSX with every row of the list, and its text cells hold the names as stored.

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => s3?.stop());

describe.each(['database', 's3'] as const)('a background export with STORAGE_DRIVER=%s', (driver) => {
  let t: TestApp;
  let gestor: string;
  beforeAll(async () => {
    t = await buildTestApp({
      config: { exportMaxRows: 2, storageDriver: driver, s3: driver === 's3' ? s3.settings : undefined },
    });
    gestor = await officeLogin(t.app, 'gestor@demo.test');
    await t.app.db
      .insertInto('companies')
      .values({
        nombre: '-Àngel Guasch',
        cif: 'B91999999',
        brand_key: 'default',
        validated: 1,
        blocked: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(async () => t?.close());

  it('builds the XLSX into the driver and downloads every row back', async () => {
    const listed = await call(t.app, 'GET', '/api/Gestion/empresas?tamano=1&pagina=1', gestor);
    const total = listed.body.datos.total as number;
    const asked = await call(
      t.app,
      'GET',
      '/api/Gestion/empresas/exportar?formato=xlsx&columnas=idEmpresa,nombre',
      gestor,
    );
    expect(asked.http).toBe(202);
    const id = asked.body.datos.idExportacion as number;
    await drainJobs(t.app);
    const job = await call(t.app, 'GET', `/api/Exportaciones/${id}`, gestor);
    expect(job.body.datos).toMatchObject({ estado: 'ready', filasHechas: total });
    const row = await t.app.db
      .selectFrom('export_jobs')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await t.app.storage.exists(row.storage_key as string)).toBe(true);
    const file = await call(t.app, 'GET', `/api/Exportaciones/${id}/descargar`, gestor);
    expect(file.http).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(total + 1);
    const names: ExcelJS.Cell[] = [];
    sheet.eachRow((r, n) => {
      if (n > 1) names.push(r.getCell(2));
    });
    const angel = names.find((c) => String(c.value).includes('Guasch'));
    expect(angel?.value).toBe('-Àngel Guasch');
    expect(angel?.type).toBe(ExcelJS.ValueType.String);
  });
});
