import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config';
import { bearer, DEMO_PASSWORD, loginAs } from '../../test/login';
import { waitFor } from '../cv/cv-test-kit';
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

const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
/** Ends the running locks of a key as if their time had passed. */
const endLocks = (app: Inject, key: string) =>
  app.db
    .updateTable('login_throttle')
    .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
    .where('key', '=', key)
    .execute();

// issue #12 item 4: OWASP throttling instead of a 5-failure lockout that also stopped the owner.
describe('#12.4 failed sign-in throttle (database)', () => {
  it('#12.4 five wrong passwords from one address do not lock the owner out from another address', async () => {
    await failFive(t.app, 'master@demo.test', '10.0.0.1');
    expect((await login(t.app, 'master@demo.test', DEMO_PASSWORD, '10.0.0.2')).json().status).toBe(0);
  });

  it('#12.4 wrong passwords for one account from one address get growing delays (429 with Retry-After)', async () => {
    await failFive(t.app, 'antiguo@demo.test', '10.0.1.1');
    // Even the right password waits: the pair (account, address) is delayed 30 s.
    const first = await login(t.app, 'antiguo@demo.test', DEMO_PASSWORD, '10.0.1.1');
    expect(first.statusCode).toBe(429);
    expect(first.json()).toMatchObject({ status: 90, datos: null });
    expect(retryAfter(first)).toBeGreaterThan(0);
    expect(retryAfter(first)).toBeLessThanOrEqual(30);
    expect(first.json().mensaje).toMatch(/dentro de 1 minuto \(/);
    // Once the delay is over, one more failure waits twice as long, and so on.
    await endLocks(t.app, 'pair:10.0.1.1|antiguo@demo.test');
    expect((await login(t.app, 'antiguo@demo.test', 'Wrong2026', '10.0.1.1')).json().status).toBe(3);
    const second = await login(t.app, 'antiguo@demo.test', DEMO_PASSWORD, '10.0.1.1');
    expect(second.statusCode).toBe(429);
    expect(retryAfter(second)).toBeGreaterThan(30);
    expect(retryAfter(second)).toBeLessThanOrEqual(60);
    await endLocks(t.app, 'pair:10.0.1.1|antiguo@demo.test');
    expect((await login(t.app, 'antiguo@demo.test', DEMO_PASSWORD, '10.0.1.1')).json().status).toBe(0);
  });

  it('delays an unknown account the same way (no enumeration)', async () => {
    await failFive(t.app, 'nadie@demo.test', '10.0.2.1');
    const locked = await login(t.app, 'nadie@demo.test', DEMO_PASSWORD, '10.0.2.1');
    expect([locked.statusCode, locked.json().status]).toEqual([429, 90]);
  });

  it('#12.4 20 failures across accounts from one address (users behind a proxy) do not block the others', async () => {
    for (let i = 0; i < 20; i++) await login(t.app, `probe${i}@demo.test`, 'Wrong2026', '10.0.3.1');
    expect((await login(t.app, 'alumna@demo.test', DEMO_PASSWORD, '10.0.3.1')).json().status).toBe(0);
  });

  it('past 100 failures an hour the sources that failed are locked, the owner signs in from another one, and is told by mail', async () => {
    const companyLogin = (remoteAddress: string, ePassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Empresa/logaUsuario',
        remoteAddress,
        payload: { eUsuario: 'empresa@demo.test', ePassword },
      });
    // 98 failures already counted this hour, from many addresses.
    await t.app.db
      .insertInto('login_throttle')
      .values({
        key: 'acct:empresa@demo.test',
        failures: 98,
        window_start: new Date().toISOString(),
        locked_until: null,
      })
      .execute();
    expect((await companyLogin('10.0.4.1', 'Wrong2026')).json().status).toBe(3);
    expect(
      await t.app.db.selectFrom('outbox_mail').select('id').where('to_address', '=', 'empresa@demo.test').execute(),
    ).toEqual([]);
    // The 100th failure: the account is under attack for an hour.
    expect((await companyLogin('10.0.4.2', 'Wrong2026')).json().status).toBe(3);
    // Both addresses that failed wait the hour, even with the right password.
    for (const ip of ['10.0.4.1', '10.0.4.2']) {
      const locked = await companyLogin(ip, DEMO_PASSWORD);
      expect([locked.statusCode, locked.json().status]).toEqual([429, 90]);
      expect(retryAfter(locked)).toBeGreaterThan(59 * 60);
      expect(locked.json().mensaje).toMatch(/\d+ minutos/);
    }
    // A new address gets one guess, then waits the hour too.
    expect((await companyLogin('10.0.4.3', 'Wrong2026')).json().status).toBe(3);
    expect((await companyLogin('10.0.4.3', 'Wrong2027')).statusCode).toBe(429);
    // The owner, from an address that has not failed, signs in.
    const owner = await companyLogin('10.0.4.9', DEMO_PASSWORD);
    expect([owner.statusCode, owner.json().status]).toEqual([200, 0]);
    // ... and the attack goes on counting: the owner's success does not end the attackers' wait.
    expect((await companyLogin('10.0.4.2', DEMO_PASSWORD)).statusCode).toBe(429);
    const mail = await waitFor(async () =>
      t.app.db.selectFrom('outbox_mail').selectAll().where('to_address', '=', 'empresa@demo.test').executeTakeFirst(),
    );
    expect(mail.subject).toBe('Tu cuenta se ha bloqueado temporalmente');
    expect(mail.text).toContain('100 intentos de acceso fallidos');
    expect(mail.text).toContain('Tú puedes seguir entrando');
    expect(
      await t.app.db.selectFrom('outbox_mail').select('id').where('to_address', '=', 'empresa@demo.test').execute(),
    ).toHaveLength(1);
  });

  it('#12.4 editarPassword is throttled like the sign-in: the 6th wrong current password in a row answers 429', async () => {
    const token = await loginAs(t.app, 'alumna@demo.test');
    const change = (passwordActual: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Alumno/editarPassword',
        remoteAddress: '10.0.5.1',
        headers: bearer(token),
        payload: { passwordActual, passwordNueva: 'Cambiada2026' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`Guess${i}2026`)).json().status).toBe(3);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => change(`Guess${i + 5}2026`)));
    expect(answers.filter((r) => r.statusCode === 429 && r.json().status === 90).length).toBeGreaterThanOrEqual(24);
    const right = await change(DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(retryAfter(right)).toBeGreaterThan(0);
  });

  it('resets the account counter on success', async () => {
    for (let i = 0; i < 4; i++) await login(t.app, 'grupo@demo.test', 'Wrong2026', '10.0.6.1');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Empresa/logaUsuario',
          remoteAddress: '10.0.6.1',
          payload: { eUsuario: 'grupo@demo.test', ePassword: DEMO_PASSWORD },
        })
      ).json().status,
    ).toBe(0);
    expect(
      await t.app.db
        .selectFrom('login_throttle')
        .select('key')
        .where('key', 'in', ['acct:grupo@demo.test', 'pair:10.0.6.1|grupo@demo.test'])
        .execute(),
    ).toEqual([]);
  });

  it('is shared by two API instances on the same database', async () => {
    const second = await buildApp(t.config, {
      dbHandle: { db: t.app.db, engine: t.app.engine, close: async () => {} },
      logger: false,
    });
    try {
      for (let i = 0; i < 3; i++) await login(t.app, 'otro@demo.test', 'Wrong2026', '10.0.7.1');
      for (let i = 0; i < 2; i++) await login(second, 'otro@demo.test', 'Wrong2026', '10.0.7.1');
      const locked = await login(second, 'otro@demo.test', DEMO_PASSWORD, '10.0.7.1');
      expect(locked.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe("#12.4 TRUST_PROXY takes the proxies' addresses", () => {
  it('#12.4 TRUST_PROXY=true is refused at start-up; addresses and ranges are taken', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY takes the addresses/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.example' })).toThrow(/proxy\.example/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('#12.4 only a listed proxy may set X-Forwarded-For: a client cannot dodge the delays with it', async () => {
    const proxied = await buildTestApp({ config: { trustProxy: ['10.1.0.9'] } });
    try {
      const via = (remoteAddress: string, xff: string, ePassword: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/Alumno/logaUsuario',
          remoteAddress,
          headers: { 'x-forwarded-for': xff },
          payload: { eUsuario: 'alumna@demo.test', ePassword },
        });
      // A client that is not the proxy: each forged X-Forwarded-For is ignored, its own address counts.
      for (let i = 0; i < 5; i++) expect((await via('10.1.5.5', `203.0.113.${i}`, 'Wrong2026')).json().status).toBe(3);
      expect((await via('10.1.5.5', '203.0.113.99', DEMO_PASSWORD)).statusCode).toBe(429);
      // Through the proxy, the client it names is the source: another client is not delayed.
      for (let i = 0; i < 5; i++) expect((await via('10.1.0.9', '198.51.100.1', 'Wrong2026')).json().status).toBe(3);
      expect((await via('10.1.0.9', '198.51.100.1', DEMO_PASSWORD)).statusCode).toBe(429);
      expect((await via('10.1.0.9', '198.51.100.2', DEMO_PASSWORD)).json().status).toBe(0);
    } finally {
      await proxied.close();
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
  const ipsUsed: string[] = [];
  afterAll(async () => {
    const keys = [
      ...(await redis.keys(`portal:throttle:*${email}`)),
      ...[ip, ...ipsUsed].flatMap((used) => [
        `portal:throttle:fail:ip:${used}`,
        `portal:throttle:lock:ip:${used}`,
        `portal:throttle:fail:pair:${used}|alumna@demo.test`,
        `portal:throttle:lock:pair:${used}|alumna@demo.test`,
      ]),
    ];
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
    expect(await redis.pttl(`portal:throttle:lock:pair:${ip}|${email}`)).toBeGreaterThan(20_000);
    expect(await a.app.db.selectFrom('login_throttle').select('key').execute()).toEqual([]);
    // The count and its window's expiry are one step: the counter never lives without an expiry.
    expect(await redis.pttl(`portal:throttle:fail:pair:${ip}|${email}`)).toBeGreaterThan(0);
    expect(await redis.pttl(`portal:throttle:fail:ip:${ip}`)).toBeGreaterThan(0);
  });

  it('past 100 failures an hour locks the sources that failed, not the owner elsewhere (Redis)', async () => {
    const owner = 'alumna@demo.test';
    const attacker = `10.8.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;
    const home = `10.7.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;
    // The demo account's keys are this test's own: Redis is shared with other runs.
    ipsUsed.push(attacker, home);
    await redis.del(`portal:throttle:lock:acct:${owner}`);
    await redis.set(`portal:throttle:fail:acct:${owner}`, '99', 'PX', 3_600_000);
    expect((await login(a.app, owner, 'Wrong2026', attacker)).json().status).toBe(3);
    expect(await redis.pttl(`portal:throttle:lock:acct:${owner}`)).toBeGreaterThan(59 * 60_000);
    const locked = await login(a.app, owner, DEMO_PASSWORD, attacker);
    expect([locked.statusCode, locked.json().status]).toEqual([429, 90]);
    expect(retryAfter(locked)).toBeGreaterThan(59 * 60);
    expect((await login(a.app, owner, DEMO_PASSWORD, home)).json().status).toBe(0);
    const mail = await waitFor(async () =>
      a.app.db.selectFrom('outbox_mail').selectAll().where('to_address', '=', owner).executeTakeFirst(),
    );
    expect(mail.text).toContain('100 intentos de acceso fallidos');
    await redis.del(`portal:throttle:lock:acct:${owner}`, `portal:throttle:fail:acct:${owner}`);
  });
});
