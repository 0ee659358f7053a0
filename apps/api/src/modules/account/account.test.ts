import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call, codeOf } from '../cv/cv-test-kit';

// Demo users: alumna@ (1), master@ (2), antiguo@ (3), empresa@ (4).
let t: TestApp;
let empresa: string;

beforeAll(async () => {
  t = await buildTestApp();
  empresa = await loginAs(t.app, 'empresa@demo.test');
});
afterAll(async () => t.close());

describe('POST /api/Alumno/editarPassword', () => {
  it('changes the password (521), ends every other session and answers a fresh token', async () => {
    const first = await loginAs(t.app, 'master@demo.test');
    const second = await loginAs(t.app, 'master@demo.test');
    const res = await call(t.app, 'POST', '/api/Alumno/editarPassword', first, {
      passwordActual: 'Demo2026',
      passwordNueva: 'Cambiada2026',
      confirmacionPassword: 'Cambiada2026',
    });
    expect(res.body).toMatchObject({ status: 0, aviso: 521, datos: { token: expect.any(String) } });
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/editaUsuario', first))).toEqual([401, 2]);
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/editaUsuario', second))).toEqual([401, 2]);
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/editaUsuario', res.body.datos.token))).toEqual([200, 0]);
    await expect(loginAs(t.app, 'master@demo.test', { password: 'Cambiada2026' })).resolves.toBeTruthy();
  });

  it('needs the right current password (3) and a secure new one (28)', async () => {
    const token = await loginAs(t.app, 'alumna@demo.test');
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editarPassword', token, {
          passwordActual: 'Otra2026',
          passwordNueva: 'Cambiada2026',
        }),
      ),
    ).toEqual([400, 3]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editarPassword', token, {
          passwordActual: 'Demo2026',
          passwordNueva: 'corta1',
        }),
      ),
    ).toEqual([400, 28]);
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/editaUsuario', token))).toEqual([200, 0]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editarPassword', empresa, {
          passwordActual: 'Demo2026',
          passwordNueva: 'Cambiada2026',
        }),
      ),
    ).toEqual([403, 71]);
  });
});

describe('GET /api/Alumno/editaUsuario', () => {
  it('answers my account', async () => {
    const token = await loginAs(t.app, 'antiguo@demo.test');
    const res = await call(t.app, 'GET', '/api/Alumno/editaUsuario', token);
    expect(res.body.datos).toMatchObject({
      idUsuario: 3,
      email: 'antiguo@demo.test',
      nombre: 'Elena',
      idIdiomaPreferido: 1,
      accesoIntegrado: false,
      tienePassword: true,
      bajaSolicitada: false,
    });
    expect(await codeOf(call(t.app, 'GET', '/api/Alumno/editaUsuario', empresa))).toEqual([403, 71]);
  });
});

describe('solicitarBajaServicio / solicitarBajaServicioConDatos', () => {
  it('records the request (517); asking again answers the same one', async () => {
    const token = await loginAs(t.app, 'antiguo@demo.test');
    const res = await call(t.app, 'POST', '/api/Alumno/solicitarBajaServicio', token, {
      motivo: 'He encontrado trabajo',
    });
    expect(res.body).toMatchObject({ status: 0, aviso: 517, datos: { idSolicitud: expect.any(Number) } });
    const again = await call(t.app, 'POST', '/api/Alumno/solicitarBajaServicio', token);
    expect(again.body.datos).toEqual(res.body.datos);
    const rows = await t.app.db.selectFrom('deregistration_requests').selectAll().where('user_id', '=', 3).execute();
    expect(rows).toEqual([
      expect.objectContaining({ motivo: 'He encontrado trabajo', estado: 'pendiente', company_id: null }),
    ]);
    expect((await call(t.app, 'GET', '/api/Alumno/editaUsuario', token)).body.datos).toMatchObject({
      bajaSolicitada: true,
    });
  });

  it('stores the extra data of the ConDatos variant', async () => {
    const token = await loginAs(t.app, 'alumna@demo.test');
    const res = await call(t.app, 'POST', '/api/Alumno/solicitarBajaServicioConDatos', token, {
      motivo: 'Fin de estudios',
      emailContacto: 'lucia@correo.test',
      borrarDatos: true,
    });
    expect(res.body).toMatchObject({ status: 0, aviso: 517 });
    const row = await t.app.db
      .selectFrom('deregistration_requests')
      .selectAll()
      .where('user_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.datos!)).toEqual({
      emailContacto: 'lucia@correo.test',
      telefonoContacto: null,
      borrarDatos: true,
      comentarios: null,
    });
    expect(
      await codeOf(call(t.app, 'POST', '/api/Alumno/solicitarBajaServicioConDatos', token, { emailContacto: 'mal' })),
    ).toEqual([400, 69]);
  });

  it('is refused where the brand flag hasBajaAlumno is off (48)', async () => {
    const brand = t.app.brands.byKey.get('default')!;
    brand.flags.hasBajaAlumno = false;
    try {
      const token = await loginAs(t.app, 'master@demo.test', { password: 'Cambiada2026' });
      expect(await codeOf(call(t.app, 'POST', '/api/Alumno/solicitarBajaServicio', token, {}))).toEqual([403, 48]);
      expect(await codeOf(call(t.app, 'POST', '/api/Alumno/solicitarBajaServicioConDatos', token, {}))).toEqual([
        403, 48,
      ]);
    } finally {
      brand.flags.hasBajaAlumno = true;
    }
  });
});
