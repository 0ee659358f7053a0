import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../schema-helpers';

/**
 * The `database` storage driver (issue #18 part 1, ADR 0016): the contents of uploaded files,
 * keyed by their SHA-256 like the disk layout, so that a deployment on PostgreSQL needs nothing
 * else to share files between instances. Bytes are `bytea` on PostgreSQL and `blob` on SQLite;
 * `sha256` is the hash of the bytes as written (checked by `storage:copy` and restores).
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', isPostgres(db) ? sql`bytea` : sql`blob`, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
