import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  // Let the pool's sockets finish closing before the test database is dropped.
  await t.app.db.destroy();
  await new Promise((r) => setTimeout(r, 100));
  await t.close();
});

const STUDENT_LOGIN = '/api/Alumno/logaUsuario';
const COMPANY_LOGIN = '/api/Empresa/logaUsuario';

/** A fresh client address per call: the per-address throttle is tested in auth-throttle.test.ts. */
const anyAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function login(url: string, eUsuario: string, ePassword = DEMO_PASSWORD, extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url, remoteAddress: anyAddress(), payload: { eUsuario, ePassword, ...extra } });
}

async function setUser(id: number, values: { status?: 'active' | 'blocked' | 'deregistered'; sso_required?: number }) {
  await t.app.db.updateTable('users').set(values).where('id', '=', id).execute();
}

const LOGIN_FIELDS = {
  faltaConvenioFirmado: 'boolean',
  tieneCVadjunto: 'boolean',
  conPracticas: 'boolean',
  conEmpleo: 'boolean',
  primerAcceso: 'boolean',
  soloCiclosUAX: 'boolean',
  idIdiomaPreferido: 'number',
  faltaNumeroSeguridadSocial: 'boolean',
  token: 'string',
} as const;

function expectLoginFields(datos: Record<string, unknown>) {
  for (const [field, type] of Object.entries(LOGIN_FIELDS)) expect(typeof datos[field], field).toBe(type);
  // SPEC §3: both RGPD fields are present, null once accepted, strings while pending.
  for (const field of ['textoCortoRGPD', 'linkExternoRGPD']) {
    expect(field in datos, field).toBe(true);
    expect(datos[field] === null || typeof datos[field] === 'string').toBe(true);
  }
}

describe('POST logaUsuario', () => {
  it.each([
    ['alumna@demo.test', STUDENT_LOGIN, 'student'],
    ['master@demo.test', STUDENT_LOGIN, 'student'],
    ['antiguo@demo.test', STUDENT_LOGIN, 'student'],
    ['empresa@demo.test', COMPANY_LOGIN, 'company'],
    ['nueva@demo.test', COMPANY_LOGIN, 'company'],
  ])('signs %s in on its own path with every SPEC §3 login field', async (email, url, role) => {
    const res = await login(url, email, DEMO_PASSWORD, {
      eAmbito: email.startsWith('antiguo') ? 'antiguos' : undefined,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(0);
    expectLoginFields(body.datos);
    const claims = decodeJwt(body.datos.token);
    expect(claims).toMatchObject({ role, iss: 'placement-portal' });
    expect(typeof claims.exp).toBe('number');
    expect(typeof claims.iat).toBe('number');
    expect((claims.exp as number) - (claims.iat as number)).toBe(8 * 3600);
    expect(typeof claims.sub).toBe('string');
    expect(typeof claims.aud).toBe('string');
    expect(typeof claims.jti).toBe('string');
  });

  it('computes the login fields from the account', async () => {
    const alumna = (await login(STUDENT_LOGIN, 'alumna@demo.test')).json().datos;
    expect(alumna).toMatchObject({
      tieneCVadjunto: true,
      conPracticas: true,
      conEmpleo: true,
      faltaConvenioFirmado: false,
      idIdiomaPreferido: 1,
      idEmpresa: null,
    });
    const empresa = (await login(COMPANY_LOGIN, 'empresa@demo.test')).json().datos;
    expect(empresa).toMatchObject({
      faltaConvenioFirmado: false,
      tieneCVadjunto: false,
      faltaNumeroSeguridadSocial: false,
      idEmpresa: 1,
    });
    expect(decodeJwt(empresa.token).cid).toBe(1);
    // nueva@ has no signed agreement.
    expect((await login(COMPANY_LOGIN, 'nueva@demo.test')).json().datos.faltaConvenioFirmado).toBe(true);
  });

  it('says primerAcceso on the first successful sign-in only', async () => {
    await t.app.db.updateTable('users').set({ first_access_at: null }).where('id', '=', 2).execute();
    expect((await login(STUDENT_LOGIN, 'master@demo.test', 'wrong-pass-1')).json().status).toBe(3);
    expect((await login(STUDENT_LOGIN, 'master@demo.test')).json().datos.primerAcceso).toBe(true);
    expect((await login(STUDENT_LOGIN, 'master@demo.test')).json().datos.primerAcceso).toBe(false);
  });

  it('matches the user name case-insensitively', async () => {
    expect((await login(STUDENT_LOGIN, '  Alumna@Demo.TEST ')).json().status).toBe(0);
  });

  it('answers a wrong password and an unknown user with the same body (status 3) after similar work', async () => {
    const timed = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await login(STUDENT_LOGIN, email, 'Wrong2026');
      return { res, ms: Number(process.hrtime.bigint() - start) / 1e6 };
    };
    const wrong = await timed('antiguo@demo.test');
    const unknown = await timed('nadie@demo.test');
    expect(wrong.res.json().status).toBe(3);
    expect(unknown.res.statusCode).toBe(wrong.res.statusCode);
    expect(unknown.res.body).toBe(wrong.res.body);
    expect(typeof wrong.res.json().mensaje).toBe('string');
    // An unknown user is verified against a dummy argon2id hash: no early return to time.
    const medians: number[][] = [[], []];
    for (let i = 0; i < 3; i++) {
      medians[0].push((await timed('antiguo@demo.test')).ms);
      medians[1].push((await timed(`nadie${i}@demo.test`)).ms);
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
    expect(median(medians[1])).toBeGreaterThan(median(medians[0]) * 0.4);
    // Put antiguo@'s counter back under the limit for later tests.
    expect((await login(STUDENT_LOGIN, 'antiguo@demo.test')).json().status).toBe(0);
  });

  it('answers 3 on the other role’s path, as for wrong credentials', async () => {
    const asStudent = await login(STUDENT_LOGIN, 'empresa@demo.test');
    const asCompany = await login(COMPANY_LOGIN, 'alumna@demo.test');
    const staff = await login(STUDENT_LOGIN, 'gestor@demo.test');
    const wrong = await login(STUDENT_LOGIN, 'alumna@demo.test', 'Wrong2026');
    for (const res of [asStudent, asCompany, staff]) {
      expect(res.json().status).toBe(3);
      expect(res.body).toBe(wrong.body);
    }
  });

  it('lets a contact of several companies pick one (grupo@)', async () => {
    const first = (await login(COMPANY_LOGIN, 'grupo@demo.test')).json();
    expect(first.status).toBe(0);
    expect(first.datos.token).toBeUndefined();
    expect(first.datos.empresas.map((e: { idEmpresa: number }) => e.idEmpresa).sort()).toEqual([2, 3]);
    for (const e of first.datos.empresas) expect(typeof e.nombre).toBe('string');

    const picked = (await login(COMPANY_LOGIN, 'grupo@demo.test', DEMO_PASSWORD, { eidEmpresa: 3 })).json();
    expect(picked.status).toBe(0);
    expectLoginFields(picked.datos);
    expect(decodeJwt(picked.datos.token).cid).toBe(3);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/dameEmpresasDelUsuario',
      headers: bearer(picked.datos.token),
    });
    expect(list.json()).toMatchObject({ status: 0 });
    expect(
      list
        .json()
        .datos.map((e: { idEmpresa: number }) => e.idEmpresa)
        .sort(),
    ).toEqual([2, 3]);
    const listPost = await t.app.inject({
      method: 'POST',
      url: '/api/Empresa/dameEmpresasDelUsuario',
      headers: bearer(picked.datos.token),
    });
    expect(listPost.json().datos).toEqual(list.json().datos);

    // Someone else's company.
    expect((await login(COMPANY_LOGIN, 'grupo@demo.test', DEMO_PASSWORD, { eidEmpresa: 1 })).json().status).toBe(3);
    expect((await login(COMPANY_LOGIN, 'empresa@demo.test', DEMO_PASSWORD, { eidEmpresa: 2 })).json().status).toBe(3);
    // loginAs picks the given company.
    expect(decodeJwt(await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 })).cid).toBe(2);
  });

  it('#16.1 lets a contact of several companies switch company without signing out, and refuses anything else', async () => {
    const switchTo = (token: string, eidEmpresa: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Empresa/cambiarEmpresa',
        headers: bearer(token),
        payload: { eidEmpresa },
      });
    const audits = async () =>
      (
        await t.app.db
          .selectFrom('audit_log')
          .select(['object_id', 'from_state', 'to_state'])
          .where('action', '=', 'auth.switch_company')
          .execute()
      ).length;
    const before = await audits();
    const on2 = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 2 });

    const switched = await switchTo(on2, 3);
    expect(switched.json().status).toBe(0);
    expectLoginFields(switched.json().datos);
    expect(switched.json().datos.idEmpresa).toBe(3);
    expect(decodeJwt(switched.json().datos.token).cid).toBe(3);
    expect(await audits()).toBe(before + 1);
    // The old token is revoked; the new one works.
    const companiesWith = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/Empresa/dameEmpresasDelUsuario', headers: bearer(token) });
    expect((await companiesWith(on2)).statusCode).toBe(401);
    expect((await companiesWith(switched.json().datos.token)).json().status).toBe(0);

    // Another company of someone else, a malformed id, a single-company contact, a student: refused, nothing changes.
    const on3 = switched.json().datos.token as string;
    const other = await switchTo(on3, 1);
    expect([other.statusCode, other.json().status, other.json().datos]).toEqual([403, 71, null]);
    expect((await switchTo(on3, 'x')).json().status).not.toBe(0);
    expect((await companiesWith(on3)).json().status).toBe(0);
    const single = await loginAs(t.app, 'empresa@demo.test');
    expect((await switchTo(single, 2)).json().status).toBe(71);
    const student = await loginAs(t.app, 'master@demo.test');
    expect((await switchTo(student, 2)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Empresa/cambiarEmpresa', payload: { eidEmpresa: 2 } }))
        .statusCode,
    ).toBe(401);
    expect(await audits()).toBe(before + 1);
  });

  it('answers 90 to a blocked user, 32 to a deregistered one and 95 to a single-sign-on graduate', async () => {
    await setUser(2, { status: 'blocked' });
    const blocked = (await login(STUDENT_LOGIN, 'master@demo.test')).json();
    expect(blocked).toMatchObject({ status: 90, datos: null });
    expect(typeof blocked.mensaje).toBe('string');
    // Only after the password is proven: a wrong one still gets 3.
    expect((await login(STUDENT_LOGIN, 'master@demo.test', 'Wrong2026')).json().status).toBe(3);
    await setUser(2, { status: 'deregistered' });
    expect((await login(STUDENT_LOGIN, 'master@demo.test')).json().status).toBe(32);
    await setUser(2, { status: 'active', sso_required: 1 });
    expect((await login(STUDENT_LOGIN, 'master@demo.test')).json().status).toBe(95);
    await setUser(2, { sso_required: 0 });
    expect((await login(STUDENT_LOGIN, 'master@demo.test')).json().status).toBe(0);
  });

  it('#12.26 a graduate signing in with a password on a brand whose graduates must use single sign-on gets 95, no token', async () => {
    const on = (host: string, eUsuario: string) =>
      t.app.inject({
        method: 'POST',
        url: STUDENT_LOGIN,
        remoteAddress: anyAddress(),
        headers: { host },
        payload: { eUsuario, ePassword: DEMO_PASSWORD },
      });
    // antiguo@ has no per-user flag: the catalunya brand's sso.graduatesOnly decides.
    const graduate = await on('catalunya.localhost', 'antiguo@demo.test');
    expect([graduate.statusCode, graduate.json().status, graduate.json().datos]).toEqual([403, 95, null]);
    // A student of that brand, and the graduate on a brand without that rule, still sign in.
    expect((await on('catalunya.localhost', 'alumna@demo.test')).json().status).toBe(0);
    expect((await on('localhost', 'antiguo@demo.test')).json().status).toBe(0);
  });

  it('answers 9 when the company is not validated or is blocked', async () => {
    await t.app.db.updateTable('companies').set({ validated: 0 }).where('id', '=', 4).execute();
    expect((await login(COMPANY_LOGIN, 'nueva@demo.test')).json().status).toBe(9);
    await t.app.db.updateTable('companies').set({ validated: 1, blocked: 1 }).where('id', '=', 4).execute();
    expect((await login(COMPANY_LOGIN, 'nueva@demo.test')).json().status).toBe(9);
    await t.app.db.updateTable('companies').set({ blocked: 0 }).where('id', '=', 4).execute();
    expect((await login(COMPANY_LOGIN, 'nueva@demo.test')).json().status).toBe(0);
  });

  it('validates the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: STUDENT_LOGIN, payload: { eUsuario: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(15);
  });
});

describe('god mode and public status', () => {
  it('grants god mode against a staff credential only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Publico/modoDios',
      remoteAddress: anyAddress(),
      payload: { eUsuario: 'gestor@demo.test', ePassword: DEMO_PASSWORD },
    });
    expect(res.json()).toMatchObject({ status: 0, datos: { godMode: true } });
    const claims = decodeJwt(res.json().datos.token);
    expect(claims).toMatchObject({ role: 'staff', god: true });
    expect((claims.exp as number) - (claims.iat as number)).toBeLessThanOrEqual(30 * 60);

    const student = await t.app.inject({
      method: 'POST',
      url: '/api/Publico/modoDios',
      remoteAddress: anyAddress(),
      payload: { eUsuario: 'alumna@demo.test', ePassword: DEMO_PASSWORD },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Publico/modoDios',
      remoteAddress: anyAddress(),
      payload: { eUsuario: 'gestor@demo.test', ePassword: 'Wrong2026' },
    });
    expect(student.json().status).toBe(3);
    expect(student.body).toBe(wrong.body);
  });

  it('reports maintenance and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/publico/estado' });
    expect(res.json()).toEqual({ status: 0, datos: { mantenimiento: false, version: '3.4.2' } });
  });
});
