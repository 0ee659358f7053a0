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

/** The newest audit_log id (0 when empty): an office journey notes it first (issue #14 part 6). */
export function lastAuditId(): number {
  return withDatabase(
    (db) => (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM audit_log').get() as { id: number }).id,
  );
}

/** The audit rows written after `afterId`, each as 'action object_type:object_id' (issue #14 'Done when'). */
export function auditSince(afterId: number): string[] {
  return withDatabase((db) =>
    (
      db
        .prepare('SELECT action, object_type, object_id FROM audit_log WHERE id > ? ORDER BY id')
        .all(afterId) as Array<{ action: string; object_type: string; object_id: string | null }>
    ).map((r) => `${r.action} ${r.object_type}:${r.object_id ?? ''}`),
  );
}
