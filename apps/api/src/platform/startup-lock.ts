import { sql } from 'kysely';
import type { Db } from './db';

/**
 * The one lock every instance takes around the work of a start that changes the schema
 * (migrations, the first seed, pg-boss's schema and queues; ADR 0036): two instances starting at
 * once on an empty PostgreSQL database do it exactly once and never side by side, so that
 * PostgreSQL never sees two `ATTACH PARTITION`s of pg-boss's job table racing (which it answers
 * with `deadlock detected`). A session-level advisory lock held on one connection, and the work
 * runs on that same connection, so that a pool of one connection (PG_POOL_MAX=1) cannot wait on
 * itself; the second instance waits, then finds the work done.
 * Any 64-bit number works; this one spells 'portal' in ASCII.
 */
const STARTUP_LOCK = 0x706f7274616cn;

/** Runs `work` on one connection of `db` holding the start-up lock (PostgreSQL only). */
export async function withStartupLock<T>(db: Db, work: (conn: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK.toString()}::bigint)`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK.toString()}::bigint)`.execute(conn);
    }
  });
}
