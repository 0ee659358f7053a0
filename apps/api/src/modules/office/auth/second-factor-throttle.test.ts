import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../test/login';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { auditRows, CATALAN_HOST, freshCode, outboxTo, waitFor } from '../office-test-kit';

// Wrong second-factor codes lock a ticket and a source address, never the user for everyone
// (ADR 0035). gestor@catalunya.demo.test (92) is the Catalan brand's admin, who must use TOTP.

const ADMIN = 'gestor@catalunya.demo.test';
const ADMIN_ID = 92;
let t: TestApp;
let secret: string;
let recoveryCodes: string[];

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app
    .inject({ method: 'POST', url, payload, remoteAddress, headers: CATALAN_HOST })
    .then((res) => ({ http: res.statusCode, body: res.json(), headers: res.headers }));
const passwordStep = async (ip: string): Promise<string> => {
  const res = await post('/api/Gestion/logaUsuario', { eUsuario: ADMIN, ePassword: DEMO_PASSWORD }, ip);
  expect(res.body.datos.segundoFactor).toBe('codigo');
  return res.body.datos.ticket as string;
};
const codeStep = (ticket: string, codigo: string, ip: string) =>
  post('/api/Gestion/logaUsuario', { ticket, codigo }, ip);

beforeAll(async () => {
  t = await buildTestApp();
  const first = await post('/api/Gestion/logaUsuario', { eUsuario: ADMIN, ePassword: DEMO_PASSWORD }, '10.30.0.1');
  secret = first.body.datos.secreto;
  const done = await post(
    '/api/Gestion/confirmaSegundoFactor',
    { ticket: first.body.datos.ticket, codigo: await freshCode(t.app, ADMIN_ID, secret) },
    '10.30.0.1',
  );
  expect(done.body.status).toBe(0);
  recoveryCodes = done.body.datos.codigosRecuperacion;
});
afterAll(async () => t?.close());

describe('second-factor throttling', () => {
  it('five wrong codes from one address do not keep the owner out from another one; the user is mailed and it is audited', async () => {
    const attacker = '10.30.1.1';
    const ticket = await passwordStep(attacker);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await codeStep(ticket, String(100000 + i), attacker);
      expect([wrong.http, wrong.body.status]).toEqual([400, 140]);
    }
    // The ticket is spent; a new one from the same address is delayed.
    expect((await codeStep(ticket, '000000', attacker)).body.status).toBe(330);
    const delayed = await codeStep(await passwordStep(attacker), '000000', attacker);
    expect([delayed.http, delayed.body.status]).toEqual([429, 90]);
    expect(Number(delayed.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, elsewhere, with a fresh ticket and the right code, gets in; a recovery code works too.
    const owner = '10.30.2.1';
    const signedIn = await codeStep(await passwordStep(owner), await freshCode(t.app, ADMIN_ID, secret), owner);
    expect([signedIn.http, signedIn.body.status]).toEqual([200, 0]);
    expect(signedIn.body.datos.token).toEqual(expect.any(String));
    const viaRecovery = await codeStep(await passwordStep(owner), recoveryCodes[0], owner);
    expect(viaRecovery.body.status).toBe(0);

    // One mail at the first lock, the wrong codes and the lock in the audit log.
    const mails = await waitFor(async () => {
      const found = await outboxTo(t.app, ADMIN);
      return found.filter((m) => /verificaci/.test(m.subject)).length > 0 ? found : null;
    });
    const lockMails = mails.filter((m) => /verificaci/.test(m.subject));
    expect(lockMails).toHaveLength(1);
    expect(lockMails[0].text).toContain(attacker);
    const failed = await auditRows(t.app, 'auth.second_factor_failed');
    expect(failed.filter((r) => r.ip === attacker && r.actor_user_id === ADMIN_ID)).toHaveLength(5);
    const locks = await auditRows(t.app, 'auth.second_factor_locked');
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({ ip: attacker, object_id: String(ADMIN_ID), reason: 'ticket,address' });
    expect(Date.parse(locks[0].to_state as string)).toBeGreaterThan(Date.now());
  });

  it('past 20 wrong codes an hour every address that failed waits, even with the right code; a new one does not', async () => {
    await t.app.db.deleteFrom('login_throttle').execute();
    const attackers = ['10.31.0.1', '10.31.0.2', '10.31.0.3', '10.31.0.4'];
    for (const ip of attackers) {
      const ticket = await passwordStep(ip);
      for (let i = 0; i < 5; i += 1) expect((await codeStep(ticket, String(200000 + i), ip)).body.status).toBe(140);
    }
    // A source that failed once is held for the hour, whatever code it brings.
    const once = '10.31.0.9';
    expect((await codeStep(await passwordStep(once), '999999', once)).body.status).toBe(140);
    const held = await codeStep(await passwordStep(once), recoveryCodes[1], once);
    expect([held.http, held.body.status]).toEqual([429, 90]);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // The recovery code was not spent by the refused attempt: the owner uses it from a clean address.
    const owner = '10.31.5.5';
    const ownerIn = await codeStep(await passwordStep(owner), recoveryCodes[1], owner);
    expect([ownerIn.http, ownerIn.body.status]).toEqual([200, 0]);
    const locks = await auditRows(t.app, 'auth.second_factor_locked');
    expect(locks.some((r) => r.reason?.includes('account'))).toBe(true);
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

describe.skipIf(!redisUp)('second-factor throttling (Redis, when REDIS_URL is set)', () => {
  let r: TestApp;
  let redis: Redis;
  const attacker = `10.32.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;
  const owner = `10.33.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;
  beforeAll(async () => {
    r = await buildTestApp({ config: { redisUrl: REDIS_URL } });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    // Redis is shared with other runs: this test's keys only (its addresses, its user's counters).
    const keys = [
      ...(await redis.keys(`portal:throttle:*${attacker}*`)),
      ...(await redis.keys(`portal:throttle:*${owner}*`)),
      ...(await redis.keys(`portal:throttle:*2fa-user:${ADMIN_ID}`)),
      ...(await redis.keys(`portal:throttle:*2fa-mail:${ADMIN_ID}`)),
    ];
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await r?.close();
  });

  it('five wrong codes from one address do not keep the owner out from another one (Redis)', async () => {
    const at = (ip: string) => (url: string, payload: object) =>
      r.app
        .inject({ method: 'POST', url, payload, remoteAddress: ip, headers: CATALAN_HOST })
        .then((res) => ({ http: res.statusCode, body: res.json() }));
    const enrol = await at(owner)('/api/Gestion/logaUsuario', { eUsuario: ADMIN, ePassword: DEMO_PASSWORD });
    const key = enrol.body.datos.secreto as string;
    const done = await at(owner)('/api/Gestion/confirmaSegundoFactor', {
      ticket: enrol.body.datos.ticket,
      codigo: await freshCode(r.app, ADMIN_ID, key),
    });
    expect(done.body.status).toBe(0);
    const ticket = (await at(attacker)('/api/Gestion/logaUsuario', { eUsuario: ADMIN, ePassword: DEMO_PASSWORD })).body
      .datos.ticket;
    for (let i = 0; i < 5; i += 1)
      expect((await at(attacker)('/api/Gestion/logaUsuario', { ticket, codigo: String(300000 + i) })).body.status).toBe(
        140,
      );
    expect((await at(attacker)('/api/Gestion/logaUsuario', { ticket, codigo: '000000' })).body.status).toBe(330);
    expect(await redis.pttl(`portal:throttle:lock:2fa-pair:${ADMIN_ID}|${attacker}`)).toBeGreaterThan(0);
    const fresh = (await at(owner)('/api/Gestion/logaUsuario', { eUsuario: ADMIN, ePassword: DEMO_PASSWORD })).body
      .datos.ticket;
    const inside = await at(owner)('/api/Gestion/logaUsuario', {
      ticket: fresh,
      codigo: done.body.datos.codigosRecuperacion[0],
    });
    expect([inside.http, inside.body.status]).toEqual([200, 0]);
    expect(await r.app.db.selectFrom('login_throttle').select('key').execute()).toEqual([]);
  });
});
