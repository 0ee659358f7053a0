import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../schema-helpers';

/**
 * Files the `database` storage driver receives as a stream (ADR 0038: background exports are
 * streamed to the storage, never held whole in memory): their bytes arrive in parts of about 1 MB,
 * each a `stored_file_parts` row, first under an upload's own name and, once the last part is in
 * and the content's SHA-256 is known, under that key, in the same transaction as the file's
 * `stored_files` row, which then says how many parts it has (`parts`; 0 for a file whose bytes
 * are in its own row, as every file before this migration). Frozen once landed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_file_parts')
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? sql`bytea` : sql`blob`, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_file_parts_pk', ['file_key', 'part'])
    .execute();
  await db.schema
    .alterTable('stored_files')
    .addColumn('parts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stored_files').dropColumn('parts').execute();
  await db.schema.dropTable('stored_file_parts').execute();
}
