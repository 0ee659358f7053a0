import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeAllTokens } from '../../platform/auth';
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

const companies = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/Empresa/dameEmpresasDelUsuario', headers: token ? bearer(token) : {} });
const loginRaw = (url: string, eUsuario: string) =>
  t.app.inject({ method: 'POST', url, payload: { eUsuario, ePassword: DEMO_PASSWORD } }).then((r) => r.json());

describe('session', () => {
  it('answers 401 status 2 without a token and 403 status 71 to the other role', async () => {
    const none = await companies();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: 2, datos: null });
    const student = await companies(await loginAs(t.app, 'alumna@demo.test'));
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ status: 71, datos: null });
  });

  it('revokes the token on logout, and only that token', async () => {
    const a = await loginAs(t.app, 'empresa@demo.test');
    const b = await loginAs(t.app, 'empresa@demo.test');
    expect((await companies(a)).json().status).toBe(0);
    const out = await t.app.inject({ method: 'POST', url: '/api/Empresa/logout', headers: bearer(a) });
    expect(out.json()).toEqual({ status: 0, datos: null });
    const after = await companies(a);
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe(2);
    expect((await companies(b)).json().status).toBe(0);
    // Stored, not kept in process memory.
    expect(await t.app.db.selectFrom('revoked_tokens').select('user_id').execute()).toEqual([{ user_id: 4 }]);
  });

  it('revokes every earlier token when token_version is bumped (password change)', async () => {
    const before = await loginAs(t.app, 'nueva@demo.test');
    await revokeAllTokens(t.app.db, 6);
    expect((await companies(before)).statusCode).toBe(401);
    expect((await companies(await loginAs(t.app, 'nueva@demo.test'))).json().status).toBe(0);
  });

  it('binds a token to the brand it was issued on (audience)', async () => {
    const token = await loginAs(t.app, 'empresa@demo.test');
    const other = [...t.app.brands.byKey.keys()].find((key) => key !== t.app.brands.fallback.key);
    expect(other).toBeDefined();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/dameEmpresasDelUsuario',
      headers: { ...bearer(token), host: `${other}.localhost` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(2);
  });

  it('logs a student out on the student path', async () => {
    const token = await loginAs(t.app, 'master@demo.test');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Alumno/logout', headers: bearer(token) })).json().status,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Alumno/guardaAceptacionRGPD', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('data protection (RGPD)', () => {
  it('serves the current text publicly, in the asked language', async () => {
    const es = (await t.app.inject({ method: 'GET', url: '/api/Alumno/dameTextoRGPDactual' })).json();
    expect(es).toMatchObject({ status: 0, datos: { version: 1, linkExternoRGPD: '/proteccion-de-datos' } });
    expect(es.datos.textoCortoRGPD).toMatch(/datos personales/);
    const ca = (await t.app.inject({ method: 'GET', url: '/api/Empresa/dameTextoRGPDactual?lang=ca' })).json();
    expect(ca.datos.textoCortoRGPD).toMatch(/dades personals/);
    const header = (
      await t.app.inject({
        method: 'GET',
        url: '/api/Alumno/dameTextoRGPDactual',
        headers: { 'accept-language': 'ca-ES,ca;q=0.9' },
      })
    ).json();
    expect(header.datos.textoCortoRGPD).toBe(ca.datos.textoCortoRGPD);
  });

  it('asks until accepted, records who accepted which version and when, then asks again for a new version', async () => {
    const first = await loginRaw('/api/Alumno/logaUsuario', 'antiguo@demo.test');
    expect(typeof first.datos.textoCortoRGPD).toBe('string');
    expect(first.datos.linkExternoRGPD).toBe('/proteccion-de-datos');
    // The token works before acceptance: the web holds it in the session meanwhile (SPEC §4).
    const before = new Date().toISOString();
    const accepted = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/guardaAceptacionRGPD',
      headers: bearer(first.datos.token),
    });
    expect(accepted.json()).toMatchObject({ status: 0, datos: { version: 1 } });
    const { fechaAceptacion, idTexto } = accepted.json().datos;
    expect(fechaAceptacion >= before).toBe(true);
    const rows = await t.app.db.selectFrom('rgpd_acceptances').selectAll().where('user_id', '=', 3).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rgpd_text_id: idTexto, accepted_at: fechaAceptacion });
    expect(rows[0].ip).toBeTruthy();

    // Accepting again keeps the first record.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/guardaAceptacionRGPD',
      headers: bearer(first.datos.token),
    });
    expect(again.json().datos.fechaAceptacion).toBe(fechaAceptacion);
    const second = await loginRaw('/api/Alumno/logaUsuario', 'antiguo@demo.test');
    expect(second.datos).toMatchObject({ textoCortoRGPD: null, linkExternoRGPD: null });

    await t.app.db
      .insertInto('rgpd_texts')
      .values({
        brand_key: null,
        version: 2,
        texto_corto_es: 'Texto v2',
        texto_corto_ca: 'Text v2',
        link_externo: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const third = await loginRaw('/api/Alumno/logaUsuario', 'antiguo@demo.test');
    expect(third.datos.textoCortoRGPD).toBe('Texto v2');
    expect(typeof third.datos.linkExternoRGPD).toBe('string');
    const v2 = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/guardaAceptacionRGPD',
      headers: bearer(third.datos.token),
    });
    expect(v2.json().datos.version).toBe(2);
    expect(await t.app.db.selectFrom('rgpd_acceptances').select('id').where('user_id', '=', 3).execute()).toHaveLength(
      2,
    );
  });

  it('loginAs accepts for the user', async () => {
    await loginAs(t.app, 'empresa@demo.test');
    expect((await loginRaw('/api/Empresa/logaUsuario', 'empresa@demo.test')).datos.textoCortoRGPD).toBeNull();
  });
});

describe('editarIdiomaPreferido', () => {
  it('saves the preferred language and the next login returns it', async () => {
    const token = await loginAs(t.app, 'alumna@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/editarIdiomaPreferido',
      headers: bearer(token),
      payload: { idIdioma: 2 },
    });
    expect(res.json()).toEqual({ status: 0, datos: { idIdiomaPreferido: 2 } });
    expect((await loginRaw('/api/Alumno/logaUsuario', 'alumna@demo.test')).datos.idIdiomaPreferido).toBe(2);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/alumno/editaridiomapreferido',
      headers: bearer(token),
      payload: { idIdioma: 1 },
    });
    expect(back.json().datos.idIdiomaPreferido).toBe(1);
  });

  it('refuses an unknown language id and the other role’s path', async () => {
    const token = await loginAs(t.app, 'empresa@demo.test');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Empresa/editarIdiomaPreferido',
      headers: bearer(token),
      payload: { idIdioma: 3 },
    });
    expect(bad.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/editarIdiomaPreferido',
      headers: bearer(token),
      payload: { idIdioma: 2 },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().status).toBe(71);
  });
});

describe('GET /api/Publico/estado', () => {
  it('reports maintenance from config.maintenance', async () => {
    const m = await buildTestApp({ config: { maintenance: true } });
    try {
      expect((await m.app.inject({ method: 'GET', url: '/api/Publico/estado' })).json()).toEqual({
        status: 0,
        datos: { mantenimiento: true, version: '3.4.2' },
      });
    } finally {
      await m.app.db.destroy();
      await new Promise((r) => setTimeout(r, 100));
      await m.close();
    }
  });
});
