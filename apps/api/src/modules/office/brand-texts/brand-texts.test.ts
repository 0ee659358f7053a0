import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call';
import { DEMO_PASSWORD, loginAs } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, officeLogin } from '../office-test-kit';

// The brand's home banner and data-protection text in the office console (issue #15 'Content
// the office publishes'). gestor@demo.test is the default brand's admin; the seed holds the
// common data-protection text version 1.

let t: TestApp;
let admin: string;
let other: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
  other = await officeLogin(t.app, 'gestor@catalunya.demo.test', CATALAN_HOST);
});
afterAll(async () => t?.close());

const T = '/api/Gestion/textos';
const banner = (lang: 'es' | 'ca', headers: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/Publico/bannerHome?lang=${lang}`, null, undefined, headers).then((r) => r.body.datos.banner);
const login = (eUsuario: string) =>
  call(t.app, 'POST', '/api/Alumno/logaUsuario', null, { eUsuario, ePassword: DEMO_PASSWORD }).then((r) => r.body);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const V2 = {
  textoEs: 'Nueva versión: la universidad trata tus datos personales también para las encuestas de inserción.',
  textoCa: "Nova versió: la universitat tracta les teves dades personals també per a les enquestes d'inserció.",
};

describe('#15.texts the home banner', () => {
  it('#15.texts shows the brand.json banner until the office saves one, then the saved one in each language', async () => {
    expect(await banner('es')).toMatchObject({
      texto: expect.stringMatching(/^Foro de Empleo 2026/),
      enlace: '/eventos',
    });
    const saved = await call(t.app, 'POST', `${T}/banner`, admin, {
      textoEs: 'Jornada de puertas abiertas el 3 de marzo',
      textoCa: 'Jornada de portes obertes el 3 de març',
      enlace: '/eventos',
      publicadoDesde: day(0),
      publicadoHasta: day(30),
    });
    expect(saved.body.datos.banner).toMatchObject({
      version: 1,
      visible: true,
      textoCa: 'Jornada de portes obertes el 3 de març',
    });
    expect(await banner('es')).toEqual({
      texto: 'Jornada de puertas abiertas el 3 de marzo',
      enlace: '/eventos',
      imagen: null,
    });
    expect((await banner('ca')).texto).toBe('Jornada de portes obertes el 3 de març');
    expect((await auditRows(t.app, 'banner.publish')).at(-1)).toMatchObject({ brand_key: 'default', object_id: '1' });
    // The other brand keeps its own.
    expect((await banner('es', CATALAN_HOST))?.texto).not.toBe('Jornada de puertas abiertas el 3 de marzo');
    // Stored in the database, per brand and version.
    const rows = await t.app.db.selectFrom('brand_texts').selectAll().where('brand_key', '=', 'default').execute();
    expect(rows).toHaveLength(1);
  });

  it('#15.texts falls back to Spanish without a Catalan text, waits for its publish date, and unpublishes', async () => {
    await call(t.app, 'POST', `${T}/banner`, admin, { textoEs: 'Solo en castellano' });
    expect((await banner('ca')).texto).toBe('Solo en castellano');
    const later = await call(t.app, 'POST', `${T}/banner`, admin, { textoEs: 'Más adelante', publicadoDesde: day(2) });
    expect(later.body.datos.banner).toMatchObject({ version: 3, visible: false });
    expect(await banner('es')).toBeNull();
    await call(t.app, 'POST', `${T}/banner`, admin, { textoEs: 'Ahora', publicadoDesde: day(-1) });
    expect((await banner('es')).texto).toBe('Ahora');
    const off = await call(t.app, 'POST', `${T}/banner/retirar`, admin);
    expect(off.body.datos.banner).toMatchObject({ version: 4, visible: false });
    expect(await banner('es')).toBeNull();
    expect((await call(t.app, 'POST', `${T}/banner/retirar`, admin)).body.status).toBe(242);
    expect((await auditRows(t.app, 'banner.unpublish')).length).toBe(1);
  });

  it('#15.texts refuses an unpublish date before the publish date (27), a bad link and a blank text', async () => {
    const before = await t.app.db.selectFrom('brand_texts').select('id').execute();
    const dates = await call(t.app, 'POST', `${T}/banner`, admin, {
      textoEs: 'Fechas al revés',
      publicadoDesde: day(5),
      publicadoHasta: day(1),
    });
    expect(dates.body.status).toBe(27);
    expect(
      (await call(t.app, 'POST', `${T}/banner`, admin, { textoEs: 'Enlace', enlace: 'javascript:alert(1)' })).http,
    ).toBe(400);
    expect((await call(t.app, 'POST', `${T}/banner`, admin, { textoEs: '  ' })).http).toBe(400);
    expect(await t.app.db.selectFrom('brand_texts').select('id').execute()).toEqual(before);
  });
});

describe('#15.texts the data-protection text', () => {
  it('#15.texts publishes a new version that everyone accepts again at their next sign-in, in their language, once', async () => {
    await loginAs(t.app, 'alumna@demo.test');
    const start = (await call(t.app, 'GET', T, admin)).body.datos.proteccionDatos;
    expect(start).toEqual([
      expect.objectContaining({ version: 1, comun: true, actual: true, aceptaciones: expect.any(Number) }),
    ]);
    expect(start[0].aceptaciones).toBeGreaterThanOrEqual(1);
    expect((await login('alumna@demo.test')).datos.textoCortoRGPD).toBeNull();

    const published = await call(t.app, 'POST', `${T}/proteccionDatos`, admin, V2);
    expect(published.body.datos.proteccionDatos[0]).toMatchObject({
      version: 2,
      comun: false,
      actual: true,
      aceptaciones: 0,
    });
    expect(published.body.datos.proteccionDatos[1]).toMatchObject({ version: 1, actual: false });
    expect((await auditRows(t.app, 'data_protection.publish')).at(-1)).toMatchObject({ object_id: '2' });

    // alumna@ is asked again, in Spanish; a Catalan speaker in Catalan.
    const asked = await login('alumna@demo.test');
    expect(asked.datos.textoCortoRGPD).toBe(V2.textoEs);
    await t.app.db
      .updateTable('users')
      .set({ preferred_language: 'ca' })
      .where('email', '=', 'master@demo.test')
      .execute();
    expect((await login('master@demo.test')).datos.textoCortoRGPD).toBe(V2.textoCa);

    const accepted = await call(t.app, 'GET', '/api/Alumno/guardaAceptacionRGPD', asked.datos.token);
    expect(accepted.body.datos.version).toBe(2);
    expect((await login('alumna@demo.test')).datos.textoCortoRGPD).toBeNull();
    const counts = (await call(t.app, 'GET', T, admin)).body.datos.proteccionDatos;
    expect(counts[0]).toMatchObject({ version: 2, aceptaciones: 1 });

    // A company user too, on the company path.
    const company = await call(t.app, 'POST', '/api/Empresa/logaUsuario', null, {
      eUsuario: 'nueva@demo.test',
      ePassword: DEMO_PASSWORD,
    });
    expect(company.body.datos.textoCortoRGPD).toBe(V2.textoEs);
    // The other brand still has the common version 1.
    const theirs = (await call(t.app, 'GET', T, other, undefined, CATALAN_HOST)).body.datos.proteccionDatos;
    expect(theirs.map((v: { version: number }) => v.version)).toEqual([1]);
  });

  it('#15.texts refuses a tutor (143), a student and a company (71), and the other brand changes only its own', async () => {
    const texts = async () => ({
      rgpd: await t.app.db.selectFrom('rgpd_texts').selectAll().orderBy('id').execute(),
      banners: await t.app.db.selectFrom('brand_texts').selectAll().orderBy('id').execute(),
    });
    const before = await texts();
    const tutora = await officeLogin(t.app, 'tutora@demo.test');
    const alumna = await loginAs(t.app, 'alumna@demo.test');
    const empresa = await loginAs(t.app, 'empresa@demo.test');
    for (const [token, expected] of [
      [tutora, [403, 143]],
      [alumna, [403, 71]],
      [empresa, [403, 71]],
    ] as const) {
      for (const [url, body] of [
        [`${T}/proteccionDatos`, V2],
        [`${T}/banner`, { textoEs: 'Intruso' }],
        [`${T}/banner/retirar`, undefined],
      ] as const) {
        const res = await call(t.app, 'POST', url, token, body);
        expect([res.http, res.body.status, res.body.datos], url).toEqual([...expected, null]);
      }
      expect((await call(t.app, 'GET', T, token)).body.status).toBe(expected[1]);
    }
    // A token of the other brand is no session here.
    expect((await call(t.app, 'POST', `${T}/proteccionDatos`, other, V2)).http).toBe(401);
    expect(await texts()).toEqual(before);
    // On its own host, the other brand publishes for itself only.
    await call(t.app, 'POST', `${T}/proteccionDatos`, other, V2, CATALAN_HOST);
    const mine = (await call(t.app, 'GET', T, admin)).body.datos.proteccionDatos;
    expect(mine.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });
});
