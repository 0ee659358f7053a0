import { sql, type Kysely } from 'kysely';
import { chainHash, GENESIS_HASH, type ChainedAuditFields } from '../../platform/audit-chain';
import { isPostgres } from '../schema-helpers';

/**
 * The audit log's hash chain (ADR 0037, docs/audit-log.md): `prev_hash` and `hash` on every row,
 * chained per brand in id order. The rows written before this migration get their chain here; the
 * append-only triggers of migration 0013 are lifted for that update only, inside this migration's
 * transaction, and stand again when it commits.
 *
 * The index (brand, id) serves the writer's read of the brand's last row and the verification. The
 * columns allow null and nothing refuses a badly chained row: a row inserted by hand is kept and the
 * verification names it (a constraint would let one forged row stop every later audited action).
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const BATCH = 500;

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    // The migrator runs each migration in a transaction on PostgreSQL.
    await addChain(db, {
      lift: () => sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update`.execute(db),
      restore: () => sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update`.execute(db),
    });
    return;
  }
  await db.transaction().execute((trx) =>
    addChain(trx, {
      lift: () => sql`DROP TRIGGER audit_log_no_update`.execute(trx),
      // The trigger of migration 0013, word for word.
      restore: () =>
        sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN
      SELECT RAISE(ABORT, 'audit_log is append-only');
    END`.execute(trx),
    }),
  );
}

async function addChain(
  db: AnyDb,
  triggers: { lift: () => Promise<unknown>; restore: () => Promise<unknown> },
): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('prev_hash', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('hash', 'text').execute();
  await triggers.lift();
  const last = new Map<string, string>();
  for (let after = 0; ;) {
    const rows = (await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as Array<ChainedAuditFields & { id: number }>;
    const links = rows.map((row) => {
      const prevHash = last.get(row.brand_key) ?? GENESIS_HASH;
      const hash = chainHash(prevHash, row);
      last.set(row.brand_key, hash);
      return { id: Number(row.id), prevHash, hash };
    });
    await writeLinks(db, links);
    if (rows.length < BATCH) break;
    after = Number(rows[rows.length - 1].id);
  }
  await triggers.restore();
  await db.schema.createIndex('audit_log_brand_id_idx').on('audit_log').columns(['brand_key', 'id']).execute();
}

/** One statement per page on PostgreSQL (a large log migrates in seconds); SQLite runs in-process. */
async function writeLinks(db: AnyDb, links: Array<{ id: number; prevHash: string; hash: string }>): Promise<void> {
  if (links.length === 0) return;
  if (isPostgres(db)) {
    const values = sql.join(links.map((l) => sql`(${l.id}::integer, ${l.prevHash}::text, ${l.hash}::text)`));
    await sql`UPDATE audit_log AS a SET prev_hash = v.prev_hash, hash = v.hash
      FROM (VALUES ${values}) AS v(id, prev_hash, hash) WHERE a.id = v.id`.execute(db);
    return;
  }
  for (const l of links) {
    await db.updateTable('audit_log').set({ prev_hash: l.prevHash, hash: l.hash }).where('id', '=', l.id).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('audit_log_brand_id_idx').execute();
  await db.schema.alterTable('audit_log').dropColumn('hash').execute();
  await db.schema.alterTable('audit_log').dropColumn('prev_hash').execute();
}
