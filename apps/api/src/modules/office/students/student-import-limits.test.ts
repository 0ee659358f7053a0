import { IMPORT_MAX_ROWS, IMPORT_REFUSED_LISTED } from '@portal/contracts/office/students.schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { moveClock, setClock } from '../../../platform/clock';
import { call } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { CATALAN_HOST, officeLogin, outboxTo } from '../office-test-kit';
import { dniOf, toBase64 } from './student-import-fixtures';

// The import's answer and work stay bounded and its imports are their author's (ADR 0033): a row
// cap, the first refused rows in the answer and all of them as CSV, one run per user, dry runs that
// expire, and a campus gestor who neither reads others' imports nor learns of others' students.

let t: TestApp;
let admin: string;
let oficina: string;
let otra: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  oficina = await officeLogin(t.app, 'oficina@demo.test');
  // A second gestor scoped to the same campus as oficina@.
  await call(t.app, 'POST', '/api/Gestion/personal/invitar', admin, {
    email: 'otra.gestora@demo.test',
    nombre: 'Otra',
    apellidos: 'Gestora',
    tipo: 'gestor',
    sedes: [1],
  });
  const link = /establecer-contrasena\?token=([\w-]+)/.exec((await outboxTo(t.app, 'otra.gestora@demo.test'))[0].text)!;
  await call(t.app, 'POST', '/api/Gestion/establecerPassword', null, { token: link[1], password: 'Demo2026' });
  otra = await officeLogin(t.app, 'otra.gestora@demo.test');
});
afterAll(async () => t?.close());
afterEach(() => setClock(null));

const I = '/api/Gestion/alumnos/importaciones';
const HEADER = 'dni;email;nombre;apellidos;titulacion;sede;curso';
const upload = (text: string, token = admin, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', I, token, { nombreFichero: 'alumnos.csv', fichero: toBase64(text) }, headers);
const importCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('student_imports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const oneFieldRows = (n: number) => `${HEADER}\n${'x\n'.repeat(n)}`;

describe('import amplification', () => {
  it(`a file past ${IMPORT_MAX_ROWS} rows is refused (321) and nothing is stored`, async () => {
    const before = await importCount();
    const res = await upload(oneFieldRows(IMPORT_MAX_ROWS + 1));
    expect([res.http, res.body.status]).toEqual([400, 321]);
    expect(await importCount()).toBe(before);
  }, 120_000);

  it('20,000 refused rows: the answer counts them and lists the first 100; the CSV download has every one', async () => {
    const res = await upload(oneFieldRows(IMPORT_MAX_ROWS));
    expect(res.body.status).toBe(0);
    const imp = res.body.datos;
    expect(imp.informe).toMatchObject({ filas: IMPORT_MAX_ROWS, errores: IMPORT_MAX_ROWS, crear: 0 });
    expect(imp.informe.filasConError).toHaveLength(IMPORT_REFUSED_LISTED);
    expect(imp.informe.filasConError[0]).toMatchObject({ linea: 2, dni: 'X' });
    expect(res.res.rawPayload.length).toBeLessThan(60_000);
    const stored = await t.app.db
      .selectFrom('student_imports')
      .select('report')
      .where('id', '=', imp.idImportacion)
      .executeTakeFirstOrThrow();
    expect(stored.report.length).toBeLessThan(60_000);
    const csv = await t.app.inject({
      method: 'GET',
      url: imp.urlErrores,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('linea;dni;email;errores');
    expect(lines).toHaveLength(IMPORT_MAX_ROWS + 1);
    expect(lines[1]).toMatch(/^2;X;;/);
    expect(lines.at(-1)).toMatch(new RegExp(`^${IMPORT_MAX_ROWS + 1};`));
  }, 120_000);

  it('one import at a time per user (322, HTTP 409); another user is not held', async () => {
    await t.app.db
      .insertInto('student_import_runs')
      .values({ user_id: 7, started_at: new Date().toISOString() })
      .execute();
    const text = `${HEADER}\n${dniOf(83_000_001)};uno@alumnos.import.test;Uno;Solo;1;;1`;
    try {
      const second = await upload(text);
      expect([second.http, second.body.status]).toEqual([409, 322]);
      expect((await upload(text, oficina)).body.status).toBe(0);
    } finally {
      await t.app.db.deleteFrom('student_import_runs').where('user_id', '=', 7).execute();
    }
    expect((await upload(text)).body.status).toBe(0);
  });

  it('a dry run expires at the next dry run and after an hour: applying it is refused (320), nothing written', async () => {
    const text = (n: number) => `${HEADER}\n${dniOf(84_000_000 + n)};caduca${n}@alumnos.import.test;Ca;Duca;1;;1`;
    const first = (await upload(text(1))).body.datos;
    const second = (await upload(text(2))).body.datos;
    expect((await call(t.app, 'GET', `${I}/${first.idImportacion}`, admin)).body.datos.caducada).toBe(true);
    const stale = await call(t.app, 'POST', `${I}/${first.idImportacion}/aplicar`, admin, {});
    expect([stale.http, stale.body.status]).toEqual([409, 320]);
    setClock(new Date().toISOString());
    moveClock({ ms: 61 * 60_000 });
    const late = await call(t.app, 'POST', `${I}/${second.idImportacion}/aplicar`, admin, {});
    expect([late.http, late.body.status]).toEqual([409, 320]);
    const users = await t.app.db.selectFrom('users').select('id').where('email', 'like', 'caduca%').execute();
    expect(users).toEqual([]);
  });
});

describe('campus scope of imports', () => {
  it("another gestor, another campus's gestor and another brand neither read nor apply an import, which stays unchanged", async () => {
    const text = `${HEADER}\n${dniOf(85_000_001)};propia@alumnos.import.test;Pro;Pia;1;;1`;
    const mine = (await upload(text, oficina)).body.datos;
    const catalan = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
    const adminImport = (await upload(`${HEADER}\n${dniOf(85_000_002)};admin@alumnos.import.test;Ad;Min;1;;1`)).body
      .datos;
    for (const [token, id, headers] of [
      [otra, mine.idImportacion, {}],
      [oficina, adminImport.idImportacion, {}],
      [catalan, mine.idImportacion, CATALAN_HOST],
    ] as const) {
      expect((await call(t.app, 'GET', `${I}/${id}`, token, undefined, headers)).body.status).toBe(271);
      expect((await call(t.app, 'POST', `${I}/${id}/aplicar`, token, {}, headers)).body.status).toBe(271);
      const csv = await t.app.inject({
        method: 'GET',
        url: `${I}/${id}/errores.csv`,
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
      expect([csv.statusCode, csv.json().status]).toEqual([404, 271]);
      const list = (await call(t.app, 'GET', I, token, undefined, headers)).body.datos.items;
      expect(list.map((i: { idImportacion: number }) => i.idImportacion)).not.toContain(id);
    }
    // An admin reads the gestor's import but applies only their own dry runs.
    expect((await call(t.app, 'GET', `${I}/${mine.idImportacion}`, admin)).body.status).toBe(0);
    expect((await call(t.app, 'POST', `${I}/${mine.idImportacion}/aplicar`, admin, {})).body.status).toBe(271);
    const rows = await t.app.db
      .selectFrom('student_imports')
      .select('applied_at')
      .where('id', 'in', [mine.idImportacion, adminImport.idImportacion])
      .execute();
    expect(rows).toEqual([{ applied_at: null }, { applied_at: null }]);
    expect(
      await t.app.db.selectFrom('users').select('id').where('email', '=', 'propia@alumnos.import.test').execute(),
    ).toEqual([]);
  });

  it("the dry run is no oracle: another campus's student reads as any row the gestor may not see", async () => {
    const text = [
      HEADER,
      // master@ (87654321X) studies at campus 3; the row names degree 1 at campus 1.
      '87654321X;master.otra@alumnos.import.test;Pablo;Navarro Gil;1;1;',
      // A company's login, and another brand's staff login.
      `${dniOf(86_000_001)};empresa@demo.test;Em;Presa;1;1;`,
      `${dniOf(86_000_002)};gestor@catalunya.demo.test;Ca;Ta;1;1;`,
      // The e-mail of the campus-3 student with a new DNI.
      `${dniOf(86_000_003)};master@demo.test;Pa;Blo;1;1;`,
    ].join('\n');
    const dry = (await upload(text, oficina)).body.datos;
    expect(dry.informe.filasConError.map((e: { errores: string[] }) => e.errores)).toEqual([
      ['noPermitido'],
      ['noPermitido'],
      ['noPermitido'],
      ['noPermitido'],
    ]);
    // An admin, who sees every student of the brand, is told what the row collides with.
    const adminDry = (await upload(text)).body.datos;
    expect(adminDry.informe.filasConError.map((e: { errores: string[] }) => e.errores)).toEqual([
      ['emailEnUso'],
      ['emailEnUso'],
      ['dniEnUso'],
    ]);
  });
});
