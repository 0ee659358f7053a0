import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../platform/clock';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call } from './cv-test-kit';

// A birth date is a date that happened: after today in the brand's zone it is refused with 315
// (the field named in datos.campos) and nothing is stored, on the CV and at registration.
// 00:46 on 10 February 2027 in Madrid is 23:46 UTC on the 9th.
const MADRID_0046_ON_10_FEBRUARY = '2027-02-09T23:46:00Z';

let t: TestApp;
let alumna: string;
beforeAll(async () => {
  t = await buildTestApp();
  alumna = await loginAs(t.app, 'alumna@demo.test');
});
afterEach(() => setClock(null));
afterAll(async () => t.close());

const birthOf = async (userId: number) =>
  (
    await t.app.db
      .selectFrom('students')
      .select('fecha_nacimiento')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).fecha_nacimiento;

describe('birth dates that cannot be', () => {
  it('the CV refuses a birth date after today in Madrid and keeps the stored one; today there is accepted', async () => {
    setClock(MADRID_0046_ON_10_FEBRUARY);
    const personales = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', alumna)).body.datos.personales;
    const stored = await birthOf(1);
    const future = await call(t.app, 'POST', '/api/Alumno/editDatosPersonales', alumna, {
      ...personales,
      fechaNacimiento: '2027-02-11',
    });
    expect([future.http, future.body.status]).toEqual([400, 315]);
    expect(future.body.datos).toEqual({ campos: [{ campo: 'fechaNacimiento', error: '315' }] });
    expect(await birthOf(1)).toBe(stored);
    const today = await call(t.app, 'POST', '/api/Alumno/editDatosPersonales', alumna, {
      ...personales,
      fechaNacimiento: '2027-02-10',
    });
    expect(today.body.status).toBe(0);
    expect(await birthOf(1)).toBe('2027-02-10');
  });

  it('registration refuses a birth date in the future and creates no account', async () => {
    const res = await call(t.app, 'POST', '/api/Alumno/registrarUsuario', null, {
      nombre: 'Marina',
      primerApellido: 'Ferrer',
      dni: '00000023T',
      email: 'marina.futura@registro.test',
      password: 'Segura2026',
      confirmacionPassword: 'Segura2026',
      fechaNacimiento: '2999-01-01',
      aceptaPrivacidad: true,
    });
    expect([res.http, res.body.status]).toEqual([400, 315]);
    const users = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'marina.futura@registro.test')
      .execute();
    expect(users).toEqual([]);
  });
});
