import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function brandOf(host: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/Publico/marca', headers: { host } });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe(0);
  return { res, datos: body.datos };
}

describe('GET /api/Publico/marca', () => {
  it('picks the brand of <key>.localhost, with or without port', async () => {
    const cat = await brandOf('catalunya.localhost:3000');
    expect(cat.datos.key).toBe('catalunya');
    expect(cat.datos.defaultLanguage).toBe('ca');
    expect(cat.datos.surveyMaxLength).toBe(256);

    const basica = await brandOf('basica.localhost');
    expect(basica.datos.key).toBe('basica');
    expect(basica.datos.flags).toMatchObject({
      hasEventos: false,
      hasGuiasOrientacion: false,
      canRegistroAlumno: false,
      hasAyuda: false,
    });
  });

  it('gives the default brand to localhost, 127.0.0.1 and unknown hosts', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:3000',
      'portal.unknown.example',
      'nobrand.localhost',
    ]) {
      const { datos } = await brandOf(host);
      expect(datos.key, host).toBe('default');
    }
    const { datos } = await brandOf('localhost');
    expect(datos).toMatchObject({ defaultLanguage: 'es', analytics: null, surveyMaxLength: 6000, sso: null });
    expect(Object.values(datos.flags).every(Boolean)).toBe(true);
  });

  it('picks a brand by a host it lists', async () => {
    const { datos } = await brandOf('PRACTIQUES.ucosta.example');
    expect(datos.key).toBe('catalunya');
  });

  it('hides the SSO client secret but tells the web about single sign-on', async () => {
    const { res, datos } = await brandOf('catalunya.localhost');
    expect(datos.sso).toEqual({ issuer: 'http://127.0.0.1:4010', clientId: 'portal-practiques', graduatesOnly: true });
    expect(res.body).not.toContain('clientSecret');
    expect(res.body).not.toContain(t.app.brands.byKey.get('catalunya')!.sso!.clientSecret);
  });

  it('is cacheable per host', async () => {
    const { res } = await brandOf('localhost');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(String(res.headers.vary)).toMatch(/host/i);
  });

  it('serves logo paths that the asset route answers', async () => {
    const { datos } = await brandOf('basica.localhost');
    for (const logo of Object.values(datos.logos) as string[]) {
      const res = await t.app.inject({ method: 'GET', url: logo });
      expect(res.statusCode, logo).toBe(200);
    }
  });
});

describe('GET /brands/:key/:file', () => {
  it('serves a brand logo with its content type and a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/brands/catalunya/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    expect(res.body).toContain('<svg');
  });

  it.each([
    '/brands/default/..%2f..%2fpackage.json',
    '/brands/default/..%2fcatalunya%2fbrand.json',
    '/brands/default/%2e%2e%2f%2e%2e%2fpackage.json',
    '/brands/default/brand.json',
    '/brands/default/missing.svg',
    '/brands/nobrand/favicon.svg',
    '/brands/..%2f..%2fapps/package.json',
  ])('answers 404 status 1 for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 1, datos: null });
  });
});
