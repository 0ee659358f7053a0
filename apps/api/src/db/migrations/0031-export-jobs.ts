import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * Exports over the size a browser request should wait for, built in the background (issue #17
 * 'Exports', ADR 0020): one row per export asked, inserted with the `export.build` job in one
 * transaction. The job re-runs the list's planner with the stored query under the owner's current
 * rights, stores the file through the storage driver (content key) and marks the row ready; the
 * owner polls it and downloads the file until `expires_at`. Frozen once landed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('export_jobs'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('brand_key', 'text', (c) => c.notNull())
    /** The company a company contact exported for (its session's company); null for the office. */
    .addColumn('company_id', 'integer')
    /** Key of contracts/exports/export-columns.ts. */
    .addColumn('list_key', 'text', (c) => c.notNull())
    /** 'csv' or 'xlsx'. */
    .addColumn('format', 'text', (c) => c.notNull())
    /** JSON of what the planner needs again: the list's query, and the offer of a candidates list. */
    .addColumn('query', 'text', (c) => c.notNull())
    /** JSON array of the column keys asked (or remembered) when the export was asked. */
    .addColumn('columns', 'text', (c) => c.notNull())
    /** 'queued', 'running', 'ready' or 'failed'. */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema.createIndex('export_jobs_user_idx').on('export_jobs').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('export_jobs_expires_idx').on('export_jobs').columns(['expires_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('export_jobs').execute();
}
