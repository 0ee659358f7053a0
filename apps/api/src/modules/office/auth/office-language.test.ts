import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { officeLogin } from '../office-test-kit';

// The console's ES/CA choice is kept for the signed-in staff member (SPEC §2), and comes back in
// the profile of their next sign-in.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const languageOf = async (email: string) =>
  (await t.app.db.selectFrom('users').select('preferred_language').where('email', '=', email).executeTakeFirstOrThrow())
    .preferred_language;

describe('POST /api/Gestion/editarIdiomaPreferido', () => {
  it('saves the staff member own language, which their next sign-in carries; another staff member keeps theirs', async () => {
    const other = await languageOf('oficina@demo.test');
    const token = await officeLogin(t.app, 'gestor@demo.test');
    const res = await call(t.app, 'POST', '/api/Gestion/editarIdiomaPreferido', token, { idIdioma: 2 });
    expect([res.http, res.body.status]).toEqual([200, 0]);
    expect(res.body.datos).toEqual({ idIdiomaPreferido: 2 });
    expect(await languageOf('gestor@demo.test')).toBe('ca');
    expect(await languageOf('oficina@demo.test')).toBe(other);

    const again = await call(t.app, 'POST', '/api/Gestion/logaUsuario', null, {
      eUsuario: 'gestor@demo.test',
      ePassword: 'Demo2026',
    });
    expect(again.body.datos.perfil.idIdiomaPreferido).toBe(2);

    const back = await call(t.app, 'POST', '/api/Gestion/editarIdiomaPreferido', token, { idIdioma: 1 });
    expect(back.body.datos).toEqual({ idIdiomaPreferido: 1 });
    expect(await languageOf('gestor@demo.test')).toBe('es');
  });

  it('refuses a language that is not 1 or 2 and changes nothing', async () => {
    const token = await officeLogin(t.app, 'oficina@demo.test');
    const before = await languageOf('oficina@demo.test');
    const res = await call(t.app, 'POST', '/api/Gestion/editarIdiomaPreferido', token, { idIdioma: 3 });
    expect(res.http).toBe(400);
    expect(res.body.status).not.toBe(0);
    expect(await languageOf('oficina@demo.test')).toBe(before);
  });

  it('refuses student and company tokens and no token, and changes nobody', async () => {
    const before = await languageOf('alumna@demo.test');
    for (const token of [await loginAs(t.app, 'alumna@demo.test'), await loginAs(t.app, 'empresa@demo.test'), null]) {
      const res = await call(t.app, 'POST', '/api/Gestion/editarIdiomaPreferido', token, { idIdioma: 2 });
      expect(res.http).toBeGreaterThanOrEqual(401);
      expect(res.body.status).not.toBe(0);
    }
    expect(await languageOf('alumna@demo.test')).toBe(before);
  });
});
