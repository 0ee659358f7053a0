import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { call, codeOf } from '../cv/cv-test-kit';
import { issuePasswordLink, LINK_TTL_MS } from './password-links.service';

// No SMTP_URL here: mail goes to the outbox_mail table (DESIGN 'mail').
const REGISTER = '/api/Alumno/registrarUsuario';
const BASICA = 'basica.localhost';
const CATALUNYA = 'catalunya.localhost';

let t: TestApp;

const registration = (changes: Record<string, unknown> = {}) => ({
  nombre: 'Marina',
  primerApellido: 'Ferrer',
  segundoApellido: 'Gil',
  dni: '00000023T',
  email: 'marina@registro.test',
  password: 'Segura2026',
  confirmacionPassword: 'Segura2026',
  telefono: '655443322',
  aceptaPrivacidad: true,
  ...changes,
});

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('POST /api/Alumno/registrarUsuario', () => {
  it('registers a student who can sign in at once (504), privacy already accepted', async () => {
    const res = await call(t.app, 'POST', REGISTER, null, registration({ email: 'Marina@Registro.test' }));
    expect(res.body).toEqual({ status: 0, aviso: 504, datos: { email: 'marina@registro.test' } });
    const login = await call(t.app, 'POST', '/api/Alumno/logaUsuario', null, {
      eUsuario: 'marina@registro.test',
      ePassword: 'Segura2026',
    });
    expect(login.body).toMatchObject({
      status: 0,
      datos: { rol: 'student', primerAcceso: true, textoCortoRGPD: null },
    });
    const cv = (await call(t.app, 'GET', '/api/Alumno/dameCvUsuario', login.body.datos.token)).body.datos;
    expect(cv.personales).toMatchObject({
      nombre: 'Marina',
      primerApellido: 'Ferrer',
      segundoApellido: 'Gil',
      dni: '00000023T',
      email: 'marina@registro.test',
      telefono1: '655443322',
    });
  });

  it('without a password mails a 7-day set-password link (522) that /establecer-login completes (514), once', async () => {
    const res = await call(
      t.app,
      'POST',
      REGISTER,
      null,
      registration({
        email: 'sinclave@registro.test',
        dni: 'X1234567L',
        password: undefined,
        confirmacionPassword: undefined,
        idIdioma: 2,
      }),
      CATALUNYA,
    );
    expect(res.body).toMatchObject({ status: 0, aviso: 522 });
    const mail = await t.app.db
      .selectFrom('outbox_mail')
      .selectAll()
      .where('to_address', '=', 'sinclave@registro.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/Estableix la contrasenya/);
    const link = new URL(/https?:\/\/\S+\/establecer-login\?token=[\w-]+/.exec(mail.text)![0]);
    expect(link.host).toBe(`${CATALUNYA}:3000`);
    const row = await t.app.db
      .selectFrom('password_tokens')
      .selectAll()
      .where('purpose', '=', 'set')
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(LINK_TTL_MS.set);
    // No password yet: the sign-in fails like a wrong one.
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/logaUsuario', null, {
          eUsuario: 'sinclave@registro.test',
          ePassword: 'Segura2026',
        }),
      ),
    ).toEqual([400, 3]);
    const token = link.searchParams.get('token');
    const set = await call(t.app, 'POST', '/api/Empresa/establecerPassword', null, {
      token,
      password: 'Elegida2026',
      confirmacionPassword: 'Elegida2026',
    });
    expect(set.body).toMatchObject({ status: 0, aviso: 514 });
    await expect(loginAs(t.app, 'sinclave@registro.test', { password: 'Elegida2026' })).resolves.toBeTruthy();
    expect(
      await codeOf(call(t.app, 'POST', '/api/Empresa/establecerPassword', null, { token, password: 'Otra2026x' })),
    ).toEqual([400, 42]);
  });

  it('#12.1 the set-password link of a registration ignores a hostile Host header', async () => {
    const body = registration({
      email: 'hostil@registro.test',
      dni: 'Y1234567X',
      password: undefined,
      confirmacionPassword: undefined,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      headers: { host: 'localhost:3000@evil.example' },
      payload: body,
    });
    expect(res.json()).toMatchObject({ status: 0, aviso: 522 });
    const mail = await t.app.db
      .selectFrom('outbox_mail')
      .selectAll()
      .where('to_address', '=', 'hostil@registro.test')
      .executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S+\/establecer-login\?token=[\w-]+/.exec(mail.text)![0]);
    expect(link.origin).toBe('http://localhost:3000');
  });

  it('answers 43 when a set-password link finds a password already set, and 42 for a reset link there', async () => {
    const brand = t.app.brands.byKey.get('default')!;
    const issued = await issuePasswordLink(t.app, {
      userId: 1,
      purpose: 'set',
      lang: 'es',
      brand,
      baseUrl: 'http://localhost',
    });
    const token = new URL(issued.url).searchParams.get('token');
    expect(new URL(issued.url).pathname).toBe('/establecer-login');
    expect(
      await codeOf(call(t.app, 'POST', '/api/Empresa/establecerPassword', null, { token, password: 'Elegida2026' })),
    ).toEqual([409, 43]);
    const reset = await issuePasswordLink(t.app, {
      userId: 4,
      purpose: 'reset',
      lang: 'es',
      brand,
      baseUrl: 'http://localhost',
    });
    expect(new URL(reset.url).pathname).toBe('/restablecer-login');
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Empresa/establecerPassword', null, {
          token: new URL(reset.url).searchParams.get('token'),
          password: 'Elegida2026',
        }),
      ),
    ).toEqual([400, 42]);
  });

  it('is off where the brand flag canRegistroAlumno is off (basica: 48)', async () => {
    expect(
      await codeOf(
        call(t.app, 'POST', REGISTER, null, registration({ email: 'basica@registro.test', dni: '00000001R' }), BASICA),
      ),
    ).toEqual([403, 48]);
    expect(
      await t.app.db.selectFrom('users').select('id').where('email', '=', 'basica@registro.test').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a registered e-mail (16), a registered ID (94), a weak password (28), no privacy acceptance (15)', async () => {
    expect(
      await codeOf(call(t.app, 'POST', REGISTER, null, registration({ email: 'ALUMNA@demo.test', dni: '00000002W' }))),
    ).toEqual([409, 16]);
    expect(
      await codeOf(
        call(t.app, 'POST', REGISTER, null, registration({ email: 'otra@registro.test', dni: '12345678z' })),
      ),
    ).toEqual([409, 94]);
    expect(
      await codeOf(
        call(
          t.app,
          'POST',
          REGISTER,
          null,
          registration({
            email: 'otra@registro.test',
            dni: '00000002W',
            password: 'sinnumeros',
            confirmacionPassword: 'sinnumeros',
          }),
        ),
      ),
    ).toEqual([400, 28]);
    expect(
      await codeOf(
        call(
          t.app,
          'POST',
          REGISTER,
          null,
          registration({ email: 'otra@registro.test', dni: '00000002W', aceptaPrivacidad: false }),
        ),
      ),
    ).toEqual([400, 15]);
    expect(
      await codeOf(
        call(
          t.app,
          'POST',
          REGISTER,
          null,
          registration({ email: 'otra@registro.test', dni: '00000002W', aceptaPrivacidad: undefined }),
        ),
      ),
    ).toEqual([400, 15]);
    expect(
      await codeOf(
        call(t.app, 'POST', REGISTER, null, registration({ email: 'otra@registro.test', dni: '00000002A' })),
      ),
    ).toEqual([400, 66]);
    expect(
      await codeOf(call(t.app, 'POST', REGISTER, null, registration({ email: 'otra@', dni: '00000002W' }))),
    ).toEqual([400, 69]);
    expect(
      await codeOf(
        call(
          t.app,
          'POST',
          REGISTER,
          null,
          registration({ email: 'otra@registro.test', dni: '00000002W', confirmacionPassword: 'Distinta2026' }),
        ),
      ),
    ).toEqual([400, 15]);
    expect(
      await t.app.db.selectFrom('users').select('id').where('email', '=', 'otra@registro.test').executeTakeFirst(),
    ).toBeUndefined();
  });
});
