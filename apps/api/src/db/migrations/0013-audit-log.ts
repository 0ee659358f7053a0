import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from '../schema-helpers';

/**
 * The append-only audit trail (issue #14 'Timeline and audit log'): one row per decision or state
 * change, written through platform/audit.ts. Triggers refuse UPDATE and DELETE on both engines, so
 * that nothing — the product, a script, an operator's SQL — rewrites history.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('brand_key', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    /** No foreign key: a row outlives the account it names (deregistration, erasure). */
    .addColumn('actor_user_id', 'integer')
    /** 'staff', 'company', 'student' or 'job' (a scheduled job). */
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text')
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text')
    .addColumn('reason', 'text')
    .addColumn('request_id', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_brand_time_idx')
    .on('audit_log')
    .columns(['brand_key', 'occurred_at'])
    .execute();
  await db.schema.createIndex('audit_log_object_idx').on('audit_log').columns(['object_type', 'object_id']).execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_user_id', 'occurred_at'])
    .execute();

  if (isPostgres(db)) {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only';
      END $$`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    // TRUNCATE skips row triggers: refuse it as well.
    await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    return;
  }
  await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN
      SELECT RAISE(ABORT, 'audit_log is append-only');
    END`.execute(db);
  await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN
      SELECT RAISE(ABORT, 'audit_log is append-only');
    END`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log`.execute(db);
    await sql`DROP TRIGGER IF EXISTS audit_log_no_update ON audit_log`.execute(db);
    await sql`DROP FUNCTION IF EXISTS audit_log_append_only() CASCADE`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS audit_log_no_update`.execute(db);
    await sql`DROP TRIGGER IF EXISTS audit_log_no_delete`.execute(db);
  }
  await db.schema.dropTable('audit_log').execute();
}
