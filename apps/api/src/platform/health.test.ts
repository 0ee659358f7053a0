import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

/** Issue #18 part 4: health, readiness and the request id, as a load balancer and an operator see them. */
describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, config: { redisUrl: undefined } });
  });
  afterAll(() => t.close());

  it('#18.4 /api/health answers while the process runs, without a token, on any host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'unknown.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, datos: { estado: 'ok' } });
  });

  it('#18.4 /api/ready is 200 with the database and the migrations done, and 503 while draining', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().datos).toEqual({
      listo: true,
      baseDeDatos: 'ok',
      redis: 'sin_configurar',
      migraciones: 'ok',
      drenando: false,
    });
    t.app.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().datos).toMatchObject({ listo: false, drenando: true, baseDeDatos: 'ok' });
      // Requests in flight and new ones are still served while draining.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });

  it('#18.4 every answer carries its own request id, unique across instances (a UUID)', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    const b = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(a.headers['x-request-id']).toMatch(uuid);
    expect(b.headers['x-request-id']).toMatch(uuid);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    // A client cannot choose it (it would end up in the logs and the audit rows).
    const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'forged' } });
    expect(forged.headers['x-request-id']).toMatch(uuid);
  });
});
