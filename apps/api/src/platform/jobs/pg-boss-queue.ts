import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db';

/**
 * pg-boss on PostgreSQL (issue #18 part 2, ADR 0021). pg-boss runs its SQL through our Kysely
 * connections (no pool of its own): `send` through the caller's transaction, so that a job exists
 * if and only if the write that asked for it committed; fetch/complete/fail/retry and its
 * maintenance through the application's pool.
 */

/** pg-boss's `db` option over a Kysely database or transaction. */
function executor(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] as never[] };
    },
  };
}

/**
 * Failed jobs stay in the job table for 30 days (pg-boss would archive them after 12 hours), so
 * that the office console lists them until an admin retries them.
 */
const KEEP_FAILED_SECONDS = 30 * 86_400;

const common = (db: Db) => ({ db: executor(db), archiveFailedAfterSeconds: KEEP_FAILED_SECONDS });

const started = new WeakMap<Db, Promise<PgBoss>>();

/**
 * The pg-boss of a database, started once: creates or upgrades pg-boss's schema (`pgboss`) and
 * runs no timers (no maintenance, no cron). Used to create queues, by `drainJobs` and by the
 * console's retry.
 */
export function bossOf(db: Db): Promise<PgBoss> {
  let boss = started.get(db);
  if (!boss) {
    boss = new PgBoss({ ...common(db), supervise: false, schedule: false, migrate: true }).start();
    started.set(db, boss);
    boss.catch(() => started.delete(db));
  }
  return boss;
}

/**
 * Creates or upgrades pg-boss's schema and creates the queues of these job names (idempotent;
 * pg-boss 10 needs a queue before `send`), all through `conn`: the caller holds the start-up lock
 * on that connection (ADR 0036), because pg-boss's `create_queue` attaches a partition to its job
 * table without a lock of its own and two instances doing it at once deadlock.
 */
export async function prepareQueues(conn: Db, names: Iterable<string>): Promise<void> {
  const boss = new PgBoss({ ...common(conn), supervise: false, schedule: false, migrate: true });
  await boss.start();
  for (const name of names) await boss.createQueue(name);
}

export interface BossSendOptions {
  retryLimit: number;
  retryDelay: number;
  startAfter?: Date;
}

/**
 * Queues a job in `trx`. The queue is created in the same transaction when missing (a handler
 * registered after start, as in tests): pg-boss 10 refuses a job of a queue that does not exist.
 */
export async function sendInTransaction(
  trx: Db,
  name: string,
  payload: unknown,
  opts: BossSendOptions,
): Promise<string> {
  const boss = new PgBoss({ db: executor(trx), supervise: false, schedule: false, migrate: false });
  await boss.createQueue(name);
  const id = await boss.send(name, (payload ?? null) as object, {
    retryLimit: opts.retryLimit,
    retryDelay: opts.retryDelay,
    retryBackoff: true,
    ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
  });
  if (!id) throw new Error(`pg-boss did not queue job ${name}`);
  return id;
}

/** A pg-boss that runs workers and the maintenance (expiry of jobs left active, archiving). */
export async function startWorkerBoss(db: Db, onError: (err: Error) => void): Promise<PgBoss> {
  const boss = new PgBoss({ ...common(db), supervise: true, schedule: false, migrate: false });
  boss.on('error', onError);
  await bossOf(db);
  return boss.start();
}

/**
 * The console's retry (issue #18 part 2) through pg-boss's `retry`, in `trx` with the audit row:
 * a failed job goes back to 'retry' with one more attempt allowed; false when it is not failed.
 */
export async function retryInTransaction(trx: Db, name: string, id: string): Promise<boolean> {
  const boss = new PgBoss({ db: executor(trx), supervise: false, schedule: false, migrate: false });
  // pg-boss 10's types say void; manager.js returns { jobs, requested, affected }.
  const result = (await boss.retry(name, id)) as unknown as { affected: number };
  return result.affected === 1;
}
