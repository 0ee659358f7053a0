import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO_PASSWORD } from '../../test/login';
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

type Inject = TestApp['app'];
const login = (app: Inject, eUsuario: string, ePassword: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/Alumno/logaUsuario', remoteAddress, payload: { eUsuario, ePassword } });

async function failFive(app: Inject, email: string, ip: string) {
  for (let i = 0; i < 5; i++) {
    const res = await login(app, email, `Wrong${i}2026`, ip);
    expect(res.json().status).toBe(3);
  }
}

describe('failed sign-in throttle (database)', () => {
  it('locks an account after 5 failures: 429 status 90 even with the right password, from any address', async () => {
    await failFive(t.app, 'master@demo.test', '10.0.0.1');
    const locked = await login(t.app, 'master@demo.test', DEMO_PASSWORD, '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ status: 90, datos: null });
    expect(locked.json().mensaje).toMatch(/\d+ minutos/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // User names are compared lower-cased.
    expect((await login(t.app, 'MASTER@demo.test', DEMO_PASSWORD, '10.0.0.3')).statusCode).toBe(429);

    // After the lock: the right password works again and the counter starts over.
    await t.app.db.updateTable('login_throttle').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where('key', '=', 'acct:master@demo.test').execute();
    expect((await login(t.app, 'master@demo.test', DEMO_PASSWORD, '10.0.0.2')).json().status).toBe(0);
    expect(await t.app.db.selectFrom('login_throttle').select('key').where('key', '=', 'acct:master@demo.test').execute()).toEqual([]);
  });

  it('locks an unknown account the same way (no enumeration)', async () => {
    await failFive(t.app, 'nadie@demo.test', '10.0.1.1');
    const locked = await login(t.app, 'nadie@demo.test', DEMO_PASSWORD, '10.0.1.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().status).toBe(90);
  });

  it('resets the account counter on success', async () => {
    for (let i = 0; i < 4; i++) await login(t.app, 'antiguo@demo.test', 'Wrong2026', '10.0.2.1');
    expect((await login(t.app, 'antiguo@demo.test', DEMO_PASSWORD, '10.0.2.1')).json().status).toBe(0);
    for (let i = 0; i < 4; i++) await login(t.app, 'antiguo@demo.test', 'Wrong2026', '10.0.2.1');
    expect((await login(t.app, 'antiguo@demo.test', DEMO_PASSWORD, '10.0.2.1')).json().status).toBe(0);
  });

  it('locks an address after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++) await login(t.app, `probe${i}@demo.test`, 'Wrong2026', '10.0.3.1');
    const locked = await login(t.app, 'alumna@demo.test', DEMO_PASSWORD, '10.0.3.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().status).toBe(90);
    expect((await login(t.app, 'alumna@demo.test', DEMO_PASSWORD, '10.0.3.2')).json().status).toBe(0);
  });

  it('is shared by two API instances on the same database', async () => {
    const second = await buildApp(t.config, { dbHandle: { db: t.app.db, engine: t.app.engine, close: async () => {} }, logger: false });
    try {
      for (let i = 0; i < 3; i++) await login(t.app, 'empresa@demo.test', 'Wrong2026', '10.0.4.1');
      for (let i = 0; i < 2; i++) await login(second, 'empresa@demo.test', 'Wrong2026', '10.0.4.2');
      const locked = await second.inject({ method: 'POST', url: '/api/Empresa/logaUsuario', remoteAddress: '10.0.4.3', payload: { eUsuario: 'empresa@demo.test', ePassword: DEMO_PASSWORD } });
      expect(locked.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

describe.skipIf(!redisUp)('failed sign-in throttle (Redis, when REDIS_URL is set)', () => {
  // A name of its own: Redis is shared with other test runs.
  const email = `nadie-${crypto.randomUUID()}@demo.test`;
  const ip = `10.9.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;
  let a: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    a = await buildTestApp({ config: { redisUrl: REDIS_URL } });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = [...(await redis.keys(`portal:throttle:*${email}`)), `portal:throttle:fail:ip:${ip}`];
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await a.app.db.destroy();
    await new Promise((r) => setTimeout(r, 100));
    await a.close();
  });

  it('keeps the counters in Redis, not in the database', async () => {
    await failFive(a.app, email, ip);
    const locked = await login(a.app, email, DEMO_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().status).toBe(90);
    expect(await redis.pttl(`portal:throttle:lock:acct:${email}`)).toBeGreaterThan(14 * 60_000);
    expect(await a.app.db.selectFrom('login_throttle').select('key').execute()).toEqual([]);
  });
});
