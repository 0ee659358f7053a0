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

export class RedisThrottle implements Throttle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'portal:throttle:',
  ) {}

  async lockedUntil(key: string): Promise<Date | null> {
    const ttl = await this.redis.pttl(`${this.prefix}lock:${key}`);
    return ttl > 0 ? new Date(Date.now() + ttl) : null;
  }

  async recordFailure(key: string, policy: ThrottlePolicy): Promise<Date | null> {
    const failKey = `${this.prefix}fail:${key}`;
    // INCR is atomic across instances; the window starts with the first failure (EXPIRE).
    const res = await this.redis.multi().incr(failKey).pttl(failKey).exec();
    const failures = Number(res?.[0]?.[1] ?? 0);
    const ttl = Number(res?.[1]?.[1] ?? -1);
    if (ttl < 0) await this.redis.pexpire(failKey, policy.windowMs);
    const lockMs = lockDurationMs(policy, failures);
    if (lockMs === 0) return null;
    const lock = this.redis.multi().set(`${this.prefix}lock:${key}`, '1', 'PX', lockMs);
    await (policy.growing ? lock : lock.del(failKey)).exec();
    return new Date(Date.now() + lockMs);
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
