import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call';
import { loginAs } from '../test/login';
import { buildTestApp, testEngine, type TestApp } from '../test/test-app';

/**
 * Issue #12 item 2: inputs that answered 500 on PostgreSQL only. Each is now a malformed request
 * (400, catalogue code 15) on both engines, and nothing is stored.
 */
describe(`hostile input (${testEngine})`, () => {
  let t: TestApp;
  let student: string;
  let company: string;

  beforeAll(async () => {
    t = await buildTestApp();
    student = await loginAs(t.app, 'alumna@demo.test');
    company = await loginAs(t.app, 'empresa@demo.test');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('#12.2 a NUL byte in a path parameter (GET /api/Publico/eventoIcs/%00) answers 400 with code 15, not 500', async () => {
    const { http, body } = await call(t.app, 'GET', '/api/Publico/eventoIcs/%00');
    expect(http).toBe(400);
    expect(body.status).toBe(15);
  });

  it('#12.2 a NUL byte in a body text answers 400 with code 15 and stores nothing', async () => {
    const before = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', student)).body.datos;
    const { http, body } = await call(t.app, 'POST', '/api/Alumno/editPresentacion', student, {
      texto: 'Hola\u0000mundo',
    });
    expect(http).toBe(400);
    expect(body.status).toBe(15);
    const after = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', student)).body.datos;
    expect(after).toEqual(before);
  });

  it('#12.2 a NUL byte in a query or a sign-in answers 400 with code 15', async () => {
    const list = await call(t.app, 'GET', '/api/Alumno/dameNumOfertasPracticasUsuario?titulo=a%00b', student);
    expect([list.http, list.body.status]).toEqual([400, 15]);
    const login = await call(t.app, 'POST', '/api/Alumno/logaUsuario', null, {
      eUsuario: 'alumna@demo.test\u0000',
      ePassword: 'x',
    });
    expect([login.http, login.body.status]).toEqual([400, 15]);
  });

  it('#12.2 an id above 2^31-1 in a body (editDatosPreferenciaPracticas) answers 400 with code 15, not 500', async () => {
    const { http, body } = await call(t.app, 'POST', '/api/Alumno/editDatosPreferenciaPracticas', student, {
      idPeriodoPreferencia: 2147483648,
    });
    expect(http).toBe(400);
    expect(body.status).toBe(15);
  });

  it('#12.2 an id above 2^31-1 in a path or a query answers a 4xx envelope, not 500', async () => {
    for (const [url, token] of [
      ['/api/Alumno/dameFichaEvento/2147483648', student],
      ['/api/Publico/eventoIcs/2147483648', null],
      ['/api/Alumno/dameDocumentoCv/2147483648', student],
      ['/api/Empresa/dameDocumentoPractica/2147483648', company],
      ['/api/Empresa/dameDocumentosPracticas?idPractica=2147483648', company],
      ['/api/Encuestas/2147483648', student],
    ] as const) {
      const { http, body } = await call(t.app, 'GET', url, token);
      expect(http, url).toBeGreaterThanOrEqual(400);
      expect(http, url).toBeLessThan(500);
      expect(typeof body.status, url).toBe('number');
    }
  });

  it('#12.2 a path parameter longer than the router takes answers the envelope with 15', async () => {
    const { http, body } = await call(t.app, 'GET', `/api/Alumno/dameFichaEvento/${'x'.repeat(500)}`, student);
    expect(http).toBe(414);
    expect(body.status).toBe(15);
  });
});
