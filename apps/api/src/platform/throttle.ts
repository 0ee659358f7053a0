import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { AppConfig } from './config';
import type { Db } from './db';

/**
 * Counters of failed sign-ins (SPEC §8 code 90). They live in the database, or in Redis when
 * `REDIS_URL` is set, never only in process memory: several API instances behind a load
 * balancer must agree on who is locked.
 */
export interface ThrottlePolicy {
  /** Failures within the window that lock the key. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  /**
   * Growing delays (OWASP authentication cheat sheet, issue #12 item 4): the count is kept after a
   * lock and each further failure within the window locks for twice as long, up to `maxLockMs`.
   * Without it the count starts over once locked.
   */
  growing?: { maxLockMs: number };
}

/** How long the failure number `failures` locks the key (0 below the threshold). */
export function lockDurationMs(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.maxFailures) return 0;
  if (!policy.growing) return policy.lockMs;
  const doublings = Math.min(30, failures - policy.maxFailures);
  return Math.min(policy.growing.maxLockMs, policy.lockMs * 2 ** doublings);
}

export interface Throttle {
  /** When the key is locked, the moment it unlocks; otherwise null. */
  lockedUntil(key: string): Promise<Date | null>;
  /** The failures counted for the key within the policy's window (0 when none). */
  failures(key: string, policy: ThrottlePolicy): Promise<number>;
  /** Counts one failure; answers the unlock moment if this failure locked the key. */
  recordFailure(key: string, policy: ThrottlePolicy): Promise<Date | null>;
  /** Forgets the failures of the key (after a successful sign-in). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class DbThrottle implements Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async lockedUntil(key: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('login_throttle')
      .select('locked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row?.locked_until) return null;
    const until = new Date(row.locked_until);
    return until > this.now() ? until : null;
  }

  async failures(key: string, policy: ThrottlePolicy): Promise<number> {
    const cutoff = new Date(this.now().getTime() - policy.windowMs).toISOString();
    const row = await this.db
      .selectFrom('login_throttle')
      .select(['failures', 'window_start'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row && row.window_start >= cutoff ? Number(row.failures) : 0;
  }

  async recordFailure(key: string, policy: ThrottlePolicy): Promise<Date | null> {
    const now = this.now();
    const nowText = now.toISOString();
    const windowCutoff = new Date(now.getTime() - policy.windowMs).toISOString();
    // One atomic upsert (ON CONFLICT works on SQLite and PostgreSQL): a window older than
    // windowMs starts over, otherwise the count grows; concurrent failures never get lost.
    const row = await this.db
      .insertInto('login_throttle')
      .values({ key, failures: 1, window_start: nowText, locked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`CASE WHEN login_throttle.window_start < ${windowCutoff} THEN 1 ELSE login_throttle.failures + 1 END`,
          window_start: sql<string>`CASE WHEN login_throttle.window_start < ${windowCutoff} THEN ${nowText} ELSE login_throttle.window_start END`,
        }),
      )
      .returning(['failures'])
      .executeTakeFirstOrThrow();
    const lockMs = lockDurationMs(policy, row.failures);
    if (lockMs === 0) return null;
    const until = new Date(now.getTime() + lockMs);
    // Without growing delays the count starts over once locked (a full allowance after the lock);
    // with them the count is kept so that the next failure locks for longer.
    await this.db
      .updateTable('login_throttle')
      .set(
        policy.growing
          ? { locked_until: until.toISOString() }
          : { locked_until: until.toISOString(), failures: 0, window_start: nowText },
      )
      .where('key', '=', key)
      .execute();
    if (Math.random() < 0.01) await this.prune(now);
    return until;
  }

  async reset(key: string): Promise<void> {
    // A lock still running survives (a reset never shortens a lock).
    const nowText = this.now().toISOString();
    await this.db
      .deleteFrom('login_throttle')
      .where('key', '=', key)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowText)]))
      .execute();
  }

  /** Drops rows of unknown accounts and addresses that no longer count for anything. */
  private async prune(now: Date): Promise<void> {
    const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
    await this.db
      .deleteFrom('login_throttle')
      .where('window_start', '<', dayAgo)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
      .execute();
  }

  async close(): Promise<void> {}
}

/**
 * KEYS: the failure counter, the lock. ARGV: windowMs, maxFailures, lockMs, growing (1/0),
 * maxLockMs. Answers { failures, lockMs } (0: not locked by this failure); `lockDurationMs` in Lua.
 */
const RECORD_FAILURE_LUA = `
local failures = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local max = tonumber(ARGV[2])
if failures < max then return { failures, 0 } end
local lock = tonumber(ARGV[3])
if ARGV[4] == '1' then
  lock = math.min(tonumber(ARGV[5]), lock * 2 ^ math.min(30, failures - max))
else
  redis.call('DEL', KEYS[1])
end
redis.call('SET', KEYS[2], '1', 'PX', math.floor(lock))
return { failures, math.floor(lock) }
`;

export class RedisThrottle implements Throttle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'portal:throttle:',
  ) {}

  async lockedUntil(key: string): Promise<Date | null> {
    const ttl = await this.redis.pttl(`${this.prefix}lock:${key}`);
    return ttl > 0 ? new Date(Date.now() + ttl) : null;
  }

  async failures(key: string): Promise<number> {
    // The counter expires with its window, so whatever is there counts.
    return Number((await this.redis.get(`${this.prefix}fail:${key}`)) ?? 0);
  }

  async recordFailure(key: string, policy: ThrottlePolicy): Promise<Date | null> {
    // One script, so one atomic step on the Redis server: the count, the window's expiry set with
    // the first failure, and the lock. Separate calls could leave a counter without expiry (an
    // instance stopped between INCR and PEXPIRE would lock the key for ever) or lose a lock.
    const res = (await this.redis.eval(
      RECORD_FAILURE_LUA,
      2,
      `${this.prefix}fail:${key}`,
      `${this.prefix}lock:${key}`,
      policy.windowMs,
      policy.maxFailures,
      policy.lockMs,
      policy.growing ? 1 : 0,
      policy.growing?.maxLockMs ?? policy.lockMs,
    )) as [number, number];
    const lockMs = Number(res[1]);
    return lockMs > 0 ? new Date(Date.now() + lockMs) : null;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}fail:${key}`);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/** Redis when `config.redisUrl` is set, else the database. */
export function createThrottle(config: Pick<AppConfig, 'redisUrl'>, db: Db): Throttle {
  if (config.redisUrl) {
    return new RedisThrottle(new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }));
  }
  return new DbThrottle(db);
}
