import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('platform error policy', () => {
  it('answers 404 with status 1 for an unknown /api path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Nada/noExiste' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 1, datos: null });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('#12.9 the CSP allows the analytics host only for brands with an analytics id', async () => {
    const csp = async (host: string) =>
      String(
        (await t.app.inject({ method: 'GET', url: '/api/Publico/marca', headers: { host } })).headers[
          'content-security-policy'
        ],
      );
    // brands/catalunya has an analytics id; default and basica have none.
    expect(await csp('catalunya.localhost')).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(await csp('catalunya.localhost')).toMatch(/connect-src [^;]*google-analytics\.com/);
    for (const host of ['localhost', 'basica.localhost', 'evil.example']) {
      const policy = await csp(host);
      expect({ host, policy }).toEqual({
        host,
        policy: expect.not.stringMatching(/googletagmanager|google-analytics/),
      });
      expect(policy).toContain("script-src 'self';");
    }
  });
});

describe('request bodies', () => {
  it('refuses malformed JSON with status 15 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { 'content-type': 'application/json' },
      payload: '{"eUsuario": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 15, datos: null });
  });

  it('answers 413 with the envelope for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ eUsuario: 'x'.repeat(5 * 1024 * 1024), ePassword: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe(1);
  });

  it('matches API paths case-insensitively', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/Dominios/sedes' });
    const b = await t.app.inject({ method: 'GET', url: '/api/dominios/SEDES' });
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });
});
