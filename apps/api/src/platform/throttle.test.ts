import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { DbThrottle, RedisThrottle, type Throttle, type ThrottlePolicy } from './throttle';

const POLICY: ThrottlePolicy = { maxFailures: 3, windowMs: 60_000, lockMs: 120_000 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => {
  // Let the pool's sockets finish closing before the test database is dropped.
  await t.app.db.destroy();
  await new Promise((r) => setTimeout(r, 100));
  await t.close();
});

async function failTimes(throttle: Throttle, key: string, n: number): Promise<Date | null> {
  let last: Date | null = null;
  for (let i = 0; i < n; i++) last = await throttle.recordFailure(key, POLICY);
  return last;
}

describe('DbThrottle', () => {
  let clock = new Date('2026-01-10T10:00:00.000Z');
  const throttle = () => new DbThrottle(t.app.db, () => clock);

  it('locks a key after maxFailures within the window, for lockMs', async () => {
    clock = new Date('2026-01-10T10:00:00.000Z');
    expect(await failTimes(throttle(), 'acct:a', 2)).toBeNull();
    expect(await throttle().lockedUntil('acct:a')).toBeNull();
    const until = await throttle().recordFailure('acct:a', POLICY);
    expect(until?.toISOString()).toBe('2026-01-10T10:02:00.000Z');
    expect((await throttle().lockedUntil('acct:a'))?.toISOString()).toBe('2026-01-10T10:02:00.000Z');
    // Another key is not affected.
    expect(await throttle().lockedUntil('acct:b')).toBeNull();
    clock = new Date('2026-01-10T10:02:01.000Z');
    expect(await throttle().lockedUntil('acct:a')).toBeNull();
  });

  it('starts counting over once the window has passed', async () => {
    clock = new Date('2026-01-10T11:00:00.000Z');
    await failTimes(throttle(), 'acct:w', 2);
    clock = new Date('2026-01-10T11:01:30.000Z');
    expect(await failTimes(throttle(), 'acct:w', 2)).toBeNull();
    expect(await throttle().lockedUntil('acct:w')).toBeNull();
  });

  it('forgets the failures on reset', async () => {
    clock = new Date('2026-01-10T12:00:00.000Z');
    await failTimes(throttle(), 'acct:r', 2);
    await throttle().reset('acct:r');
    expect(await failTimes(throttle(), 'acct:r', 2)).toBeNull();
    expect(
      await t.app.db.selectFrom('login_throttle').select('failures').where('key', '=', 'acct:r').executeTakeFirst(),
    ).toEqual({ failures: 2 });
  });

  it('counts concurrent failures without losing any', async () => {
    clock = new Date('2026-01-10T13:00:00.000Z');
    const big: ThrottlePolicy = { ...POLICY, maxFailures: 100 };
    await Promise.all(Array.from({ length: 10 }, () => throttle().recordFailure('ip:c', big)));
    expect(
      await t.app.db.selectFrom('login_throttle').select('failures').where('key', '=', 'ip:c').executeTakeFirst(),
    ).toEqual({ failures: 10 });
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const redisUp = await reachable(REDIS_URL);

describe.skipIf(!redisUp)('RedisThrottle (127.0.0.1:6379)', () => {
  const prefix = `portal-test:${crypto.randomUUID()}:`;
  let redis: Redis;
  let other: Redis;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
    other = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await other.quit();
  });

  it('locks after maxFailures, and a second instance sees the lock', async () => {
    const a = new RedisThrottle(redis, prefix);
    const b = new RedisThrottle(other, prefix);
    expect(await failTimes(a, 'acct:x', 2)).toBeNull();
    // The failures of two instances add up.
    const until = await b.recordFailure('acct:x', POLICY);
    expect(until).not.toBeNull();
    const seen = await a.lockedUntil('acct:x');
    expect(seen).not.toBeNull();
    expect(seen!.getTime()).toBeGreaterThan(Date.now() + POLICY.lockMs - 5_000);
    expect(await a.lockedUntil('acct:y')).toBeNull();
  });

  it('expires the failure window and forgets failures on reset', async () => {
    const a = new RedisThrottle(redis, prefix);
    await failTimes(a, 'acct:z', 2);
    expect(await redis.pttl(`${prefix}fail:acct:z`)).toBeGreaterThan(0);
    await a.reset('acct:z');
    expect(await failTimes(a, 'acct:z', 2)).toBeNull();
    expect(await a.lockedUntil('acct:z')).toBeNull();
  });
});
