import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';
import { generatedImport, toBase64 } from './student-import-fixtures';

// Issue #15 'Done when': the CSV import of a 20,000-row file with 50 bad rows reports exactly those
// 50 with reasons and imports the rest; re-importing the same file changes nothing.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
});
afterAll(async () => t?.close());

const I = '/api/Gestion/alumnos/importaciones';

describe('office students CSV import at scale (issue #15 "Students")', () => {
  it('#15.import 20,000 rows with 50 bad ones: exactly those 50 reported, the rest imported, a re-import changes nothing', async () => {
    const file = generatedImport(19_950, 50, { bom: true });
    const body = { nombreFichero: 'expedientes.csv', fichero: toBase64(file.text) };
    const dry = await call(t.app, 'POST', I, admin, body);
    expect(dry.body.status).toBe(0);
    const informe = dry.body.datos.informe;
    expect(informe).toMatchObject({ filas: 20_000, crear: 19_950, actualizar: 0, sinCambios: 0, errores: 50 });
    const reported = new Map(
      informe.filasConError.map((e: { linea: number; errores: string[] }) => [e.linea, e.errores.join(',')]),
    );
    expect(reported).toEqual(file.badLines);
    expect(new Set(file.badLines.values()).size).toBe(9);

    const applied = await call(t.app, 'POST', `${I}/${dry.body.datos.idImportacion}/aplicar`, admin, {});
    expect(applied.body.status).toBe(0);
    expect(applied.body.datos.informe).toMatchObject({ crear: 19_950, actualizar: 0, errores: 50 });
    const imported = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', 'like', '%@alumnos.import.test')
      .executeTakeFirstOrThrow();
    expect(Number(imported.n)).toBe(19_950);

    const again = await call(t.app, 'POST', I, admin, body);
    expect(again.body.datos.informe).toMatchObject({ crear: 0, actualizar: 0, sinCambios: 19_950, errores: 50 });
    const reapplied = await call(t.app, 'POST', `${I}/${again.body.datos.idImportacion}/aplicar`, admin, {});
    expect(reapplied.body.datos.informe).toMatchObject({ crear: 0, actualizar: 0, sinCambios: 19_950 });
  }, 120_000);
});
