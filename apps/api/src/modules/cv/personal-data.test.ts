import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call, codeOf, type Json } from './cv-test-kit';

// Demo users (HELPERS.md): 1 alumna@ (no social-security number), 2 master@ (has one), 4 empresa@.
// Countries: 1 España, 4 Alemania (EU), 2 Afganistán (not EU).
const CATALUNYA = 'catalunya.localhost';
const BASICA = 'basica.localhost';
const EDIT = '/api/Alumno/editDatosPersonales';

let t: TestApp;
let alumna: string;
let master: string;
let empresa: string;

async function personal(token: string, host?: string): Promise<Json> {
  const cv = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', token, undefined, host)).body.datos;
  return cv.personales;
}

/** The body the CV form sends: what it read, with changes. */
async function bodyFrom(token: string, changes: Record<string, unknown> = {}, host?: string) {
  return { ...(await personal(token, host)), ...changes };
}

async function studentRow(userId: number) {
  return t.app.db.selectFrom('students').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await buildTestApp();
  [alumna, master, empresa] = await Promise.all([
    loginAs(t.app, 'alumna@demo.test'),
    loginAs(t.app, 'master@demo.test'),
    loginAs(t.app, 'empresa@demo.test'),
  ]);
});
afterAll(async () => t.close());

beforeEach(async () => {
  await t.app.db
    .updateTable('students')
    .set({
      social_security_number: null,
      nacionalidades: '[1]',
      tiene_permiso_trabajo: 1,
      necesita_permiso_trabajo: 0,
      email_estudiante: 'lmartinez@alumnos.demo.test',
    })
    .where('user_id', '=', 1)
    .execute();
});

describe('POST /api/Alumno/editDatosPersonales', () => {
  it('stores every personal field the form sends (532)', async () => {
    const body = await bodyFrom(alumna, {
      telefono2: '961234567',
      segundoApellido: 'Soler Pons',
      direccionCurso: 'Carrer de Blasco Ibáñez, 1',
      cpCurso: '46010',
      iban: 'ES91 2100 0418 4502 0005 1332',
      numeroSeguridadSocial: '46/12345678/43',
      nacionalidades: [1, 4],
      discapacidad: true,
      aceptaNewsletter: true,
      aceptaInformacion: true,
      idiomaPreferido: 2,
      idProvincia: 46,
    });
    const res = await call(t.app, 'POST', EDIT, alumna, body);
    expect(res.body).toMatchObject({ status: 0, aviso: 532 });
    const row = await studentRow(1);
    expect(row).toMatchObject({
      telefono2: '961234567',
      apellido2: 'Soler Pons',
      iban: 'ES9121000418450200051332',
      social_security_number: '461234567843',
      nacionalidades: '[1,4]',
      discapacidad: 1,
      acepta_newsletter: 1,
    });
    const user = await t.app.db
      .selectFrom('users')
      .select(['preferred_language', 'apellidos'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ preferred_language: 'ca', apellidos: 'Martínez Soler Pons' });
    expect((await personal(alumna)).idiomaPreferido).toBe(2);
    await t.app.db.updateTable('users').set({ preferred_language: 'es' }).where('id', '=', 1).execute();
  });

  it('answers 15 naming a field the brand requires (default brand: idiomaPreferido) or a base-required one', async () => {
    const res = await call(t.app, 'POST', EDIT, alumna, await bodyFrom(alumna, { idiomaPreferido: null, nombre: '' }));
    expect(res.http).toBe(400);
    expect(res.body.status).toBe(15);
    expect(res.body.datos.campos.map((c: Json) => c.campo).sort()).toEqual(['idiomaPreferido', 'nombre']);
  });

  it('catalunya requires the social-security number (15) and the body passes once it is given', async () => {
    const onCat = await loginAs(t.app, 'alumna@demo.test', { headers: { host: CATALUNYA } });
    const missing = await call(t.app, 'POST', EDIT, onCat, await bodyFrom(onCat, {}, CATALUNYA), CATALUNYA);
    expect([missing.http, missing.body.status]).toEqual([400, 15]);
    expect(missing.body.datos.campos).toEqual([{ campo: 'numeroSeguridadSocial', error: 'required' }]);
    const given = await call(
      t.app,
      'POST',
      EDIT,
      onCat,
      await bodyFrom(onCat, { numeroSeguridadSocial: '461234567843' }, CATALUNYA),
      CATALUNYA,
    );
    expect(given.body.status).toBe(0);
  });

  it('ignores a read-only field (emailEstudiante) and a hidden one (basica: iban, social-security number)', async () => {
    await call(t.app, 'POST', EDIT, alumna, await bodyFrom(alumna, { emailEstudiante: 'otro@alumnos.demo.test' }));
    expect((await studentRow(1)).email_estudiante).toBe('lmartinez@alumnos.demo.test');
    const onBasica = await loginAs(t.app, 'alumna@demo.test', { headers: { host: BASICA } });
    await t.app.db.updateTable('students').set({ iban: null }).where('user_id', '=', 1).execute();
    const res = await call(
      t.app,
      'POST',
      EDIT,
      onBasica,
      await bodyFrom(onBasica, { iban: 'ES9121000418450200051332', numeroSeguridadSocial: '461234567843' }, BASICA),
      BASICA,
    );
    expect(res.body.status).toBe(0);
    const row = await studentRow(1);
    expect([row.iban, row.social_security_number]).toEqual([null, null]);
  });

  it('refuses malformed values with their codes: DNI 66, phone 70, IBAN 73, social-security number 108, e-mail 69', async () => {
    const code = async (changes: Record<string, unknown>) =>
      codeOf(call(t.app, 'POST', EDIT, alumna, await bodyFrom(alumna, changes)));
    expect(await code({ dni: '12345678A' })).toEqual([400, 66]);
    expect(await code({ telefono1: '12' })).toEqual([400, 70]);
    expect(await code({ iban: 'ES00 1234' })).toEqual([400, 73]);
    expect(await code({ numeroSeguridadSocial: '461234567800' })).toEqual([400, 108]);
    expect(await code({ numeroSeguridadSocial: '4612345678' })).toEqual([400, 108]);
    expect(await code({ emailEstudiante: 'no-es-un-correo' })).toEqual([400, 69]);
    // A passport number is free text.
    expect(await code({ idTipoDocumento: 3, dni: 'PAB123456' })).toEqual([200, 0]);
    await t.app.db
      .updateTable('students')
      .set({ tipo_documento_id: 1, dni: '12345678Z' })
      .where('user_id', '=', 1)
      .execute();
    // An id that names nothing is malformed (15), not a database error.
    expect(await code({ idProvincia: 99 })).toEqual([400, 15]);
  });

  it('keeps the social-security number once set (84)', async () => {
    expect((await call(t.app, 'POST', EDIT, master, await bodyFrom(master))).body.status).toBe(0);
    expect(
      await codeOf(
        call(t.app, 'POST', EDIT, master, await bodyFrom(master, { numeroSeguridadSocial: '461234567843' })),
      ),
    ).toEqual([400, 84]);
    // Blank reads as not given (zOptional): the stored number is kept (issue #12 item 29).
    expect(
      await codeOf(call(t.app, 'POST', EDIT, master, await bodyFrom(master, { numeroSeguridadSocial: null }))),
    ).toEqual([200, 0]);
    expect((await studentRow(2)).social_security_number).toBe('281234567840');
  });

  it('#12.29 editing personal data without re-sending a stored social-security number saves (532) and keeps the number', async () => {
    const { numeroSeguridadSocial: _omitted, ...body } = await bodyFrom(master, { telefono2: '962223344' });
    const res = await call(t.app, 'POST', EDIT, master, body);
    expect([res.http, res.body.status, res.body.aviso]).toEqual([200, 0, 532]);
    const row = await studentRow(2);
    expect([row.social_security_number, row.telefono2]).toEqual(['281234567840', '962223344']);
  });

  it('#12.20 saving the IBAN and social-security number answers that nothing is missing any more, and the next login says so', async () => {
    await t.app.db.updateTable('students').set({ iban: null }).where('user_id', '=', 1).execute();
    const before = await call(t.app, 'GET', '/api/Alumno/faltanDatosPersonalesObligatorios', alumna);
    expect(before.body.datos).toMatchObject({ faltaNumeroSeguridadSocial: true, faltaIban: true });
    const saved = await call(
      t.app,
      'POST',
      EDIT,
      alumna,
      await bodyFrom(alumna, { iban: 'ES9121000418450200051332', numeroSeguridadSocial: '461234567843' }),
    );
    expect(saved.body).toMatchObject({
      status: 0,
      aviso: 532,
      datos: { faltaNumeroSeguridadSocial: false, faltaIban: false },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      payload: { eUsuario: 'alumna@demo.test', ePassword: 'Demo2026' },
    });
    expect(login.json().datos.faltaNumeroSeguridadSocial).toBe(false);
  });

  it('refuses an identity number of another account (94)', async () => {
    expect(await codeOf(call(t.app, 'POST', EDIT, alumna, await bodyFrom(alumna, { dni: '87654321x' })))).toEqual([
      409, 94,
    ]);
  });

  it('needs a work permit for a non-EU national (34)', async () => {
    expect(
      await codeOf(
        call(t.app, 'POST', EDIT, alumna, await bodyFrom(alumna, { nacionalidades: [2], tienePermisoTrabajo: false })),
      ),
    ).toEqual([400, 34]);
    // An EU nationality besides: no permit needed.
    expect(
      await codeOf(
        call(
          t.app,
          'POST',
          EDIT,
          alumna,
          await bodyFrom(alumna, { nacionalidades: [2, 4], tienePermisoTrabajo: false }),
        ),
      ),
    ).toEqual([200, 0]);
    expect(
      await codeOf(
        call(t.app, 'POST', EDIT, alumna, await bodyFrom(alumna, { nacionalidades: [2], tienePermisoTrabajo: true })),
      ),
    ).toEqual([200, 0]);
    const cv = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', alumna)).body.datos;
    expect([cv.necesitaPermisoTrabajo, cv.tienePermisoTrabajo]).toEqual([true, true]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/editPermisoTrabajo', alumna, { permiso: false }))).toEqual([
      400, 34,
    ]);
    expect(await codeOf(call(t.app, 'POST', '/api/Alumno/editPermisoTrabajo', alumna, { permiso: true }))).toEqual([
      200, 0,
    ]);
  });

  it('is the student’s own: a company token gets 403/71 and nobody else’s row changes', async () => {
    const before = await studentRow(2);
    expect(await codeOf(call(t.app, 'POST', EDIT, empresa, await bodyFrom(alumna)))).toEqual([403, 71]);
    await call(t.app, 'POST', EDIT, alumna, await bodyFrom(alumna, { telefono1: '699999999' }));
    expect((await studentRow(2)).telefono1).toBe(before.telefono1);
  });
});

describe('POST /api/Alumno/editDatosEmail', () => {
  it('stores the personal e-mail and where communications go; 60 without the chosen address; 69 malformed', async () => {
    expect(
      (
        await call(t.app, 'POST', '/api/Alumno/editDatosEmail', alumna, {
          email: 'Lucia.Nueva@correo.demo.test',
          comunicacionesEnEmailEstudiante: false,
        })
      ).body,
    ).toMatchObject({ status: 0, aviso: 532 });
    expect((await personal(alumna)).email).toBe('lucia.nueva@correo.demo.test');
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editDatosEmail', alumna, {
          email: '',
          comunicacionesEnEmailEstudiante: false,
        }),
      ),
    ).toEqual([400, 60]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editDatosEmail', alumna, {
          email: 'mal@',
          comunicacionesEnEmailEstudiante: false,
        }),
      ),
    ).toEqual([400, 69]);
    // To the student e-mail: fine while the student has one.
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editDatosEmail', alumna, { comunicacionesEnEmailEstudiante: true }),
      ),
    ).toEqual([200, 0]);
    expect((await personal(alumna)).comunicacionesEnEmailEstudiante).toBe(true);
    await t.app.db.updateTable('students').set({ email_estudiante: null }).where('user_id', '=', 1).execute();
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/editDatosEmail', alumna, {
          email: 'x@correo.demo.test',
          comunicacionesEnEmailEstudiante: true,
        }),
      ),
    ).toEqual([400, 60]);
  });
});
