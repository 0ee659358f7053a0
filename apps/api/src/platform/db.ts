import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database';
import { migrations } from '../db/migrations/index';
import type { AppConfig } from './config';
import { countStatement } from './db-statements';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

// PostgreSQL returns BIGINT (count(*)) and NUMERIC as strings by default; the app uses numbers.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbHandle {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
  /** PostgreSQL pool use, for the metrics (issue #18 part 4); SQLite has no pool. */
  pool?: () => { total: number; idle: number; waiting: number };
}

export function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'sqlitePath' | 'pgPoolMax'>,
): DbHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.pgPoolMax ?? 20 });
    // An idle client whose connection drops (server restart, a test dropping its database) emits
    // 'error' on the pool; without a listener that would crash the process. The pool replaces it.
    pool.on('error', (err) => console.error(`postgres pool: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: countStatement });
    return {
      db,
      engine: 'postgres',
      close: () => db.destroy(),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const file = config.sqlitePath ?? path.join(config.dataDir, 'portal.sqlite');
  if (file !== ':memory:') createOwnerOnly(file);
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the single writer; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  // SQLite gives its -wal and -shm files the mode of the database file; tighten any left wider.
  if (file !== ':memory:') for (const f of [`${file}-wal`, `${file}-shm`]) ownerOnly(f);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    // Counted for the metrics (issue #18 part 9).
    log: countStatement,
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/**
 * The database holds password hashes and personal data: its file (and its folder, when created
 * here) is readable by the owner only whatever the umask, and an existing wider file is tightened
 * (issue #12 item 9).
 */
function createOwnerOnly(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  ownerOnly(file);
}

function ownerOnly(file: string): void {
  if (fs.existsSync(file) && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing a complex statement costs SQLite about 0.1 ms,
 * a large share of a fast request. The same SQL text (parameters are bound, not inlined) reuses
 * its prepared statement from a bounded cache. better-sqlite3 runs one statement at a time, so a
 * shared statement is never in use twice.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (statement) {
        // Refresh its place: the Map's first key is then the least recently used.
        statements.delete(sqlText);
      } else {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sqlText, statement);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/** Migrations are imported, not read from disk, so the bundled server carries them. */
class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
