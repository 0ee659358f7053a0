import { seedBase, seedIfEmpty } from '../db/seed/index';
import type { AppConfig } from './config';
import { migrate, type Db, type DbHandle } from './db';
import { withStartupLock } from './startup-lock';
import { createStorage, type StorageConfig } from './storage/create-storage';

type StartupConfig = Pick<AppConfig, 'demo'> & StorageConfig;

async function migrateAndSeed(db: Db, config: StartupConfig): Promise<void> {
  await migrate(db);
  // Demo accounts share a public password: only in demo mode (issue #18 part 8).
  if (!config.demo) return seedBase(db);
  // The demo's files go through the configured storage (issue #18 part 1).
  const storage = createStorage(config, db);
  try {
    await seedIfEmpty(db, storage);
  } finally {
    storage.close();
  }
}

/** Migrates and seeds the database before the app is built, once across instances. */
export async function prepareDatabase(handle: DbHandle, config: StartupConfig): Promise<void> {
  // SQLite is one file of one process: no other instance can start on it.
  if (handle.engine !== 'postgres') return migrateAndSeed(handle.db, config);
  // Once across instances: the start-up lock (ADR 0036), which the job queue's preparation takes too.
  await withStartupLock(handle.db, (conn) => migrateAndSeed(conn, config));
}

/**
 * A start that cannot reach its database says what to do instead of a stack trace (issue #18
 * part 8): the PostgreSQL database does not exist (SQLSTATE 3D000), or the server does not answer.
 */
export function startupDatabaseHint(err: unknown, config: Pick<AppConfig, 'databaseUrl'>): string | null {
  if (!config.databaseUrl) return null;
  const code = (err as { code?: unknown })?.code;
  const url = new URL(config.databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(none)';
  if (code === '3D000') {
    return `The PostgreSQL database "${name}" does not exist on ${url.host}. Create it, for example with\n  createdb -h ${url.hostname} -p ${url.port || '5432'}${url.username ? ` -U ${decodeURIComponent(url.username)}` : ''} ${name}\nand start again; the portal creates its tables itself.`;
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND') {
    return `PostgreSQL does not answer at ${url.host} (${String(code)}): start it, or check DATABASE_URL.`;
  }
  return null;
}
