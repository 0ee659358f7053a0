import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Direct access to the main e2e server's SQLite file (E2E_DATA_DIR, set by e2e/run.mjs), for the
 * few journeys that arrange a case the demo data must not hold for everyone (a pending mandatory
 * survey blocks the whole portal) or that restore what they changed so that a retry finds the
 * same state. SQLite in WAL mode lets this process write beside the running server.
 */
export function withDatabase<T>(work: (db: Database.Database) => T): T {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite with `node e2e/run.mjs`.');
  const db = new Database(path.join(dir, 'portal.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    return db.transaction(() => work(db))();
  } finally {
    db.close();
  }
}

/** users.id of a demo account. */
export function userIdOf(db: Database.Database, email: string): number {
  const row = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined;
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
