import type { Kysely } from 'kysely';

/**
 * Indexes of the office's work queues (issue #14 'Done when': benchmarks, bench/README.md 'Office
 * queues'), measured with 100,000 offers on SQLite and PostgreSQL:
 *
 * - `offers_office_queue_idx` (brand_key, estado, updated_at, id, tipo, company_id, titulo): a
 *   queue page sorted by waiting time (oldest or newest first, ties by id) is read in index order
 *   and stops after the page, whatever the page number; the type filter, the company and the
 *   title search are checked on the index alone, and a count reads only the index. It replaces
 *   `offers_brand_state_updated_idx` (0015), whose columns are its first three.
 * - `offers_office_title_idx` (brand_key, estado, titulo, id): the queue sorted by title.
 *
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('offers_office_queue_idx')
    .on('offers')
    .columns(['brand_key', 'estado', 'updated_at', 'id', 'tipo', 'company_id', 'titulo'])
    .execute();
  await db.schema
    .createIndex('offers_office_title_idx')
    .on('offers')
    .columns(['brand_key', 'estado', 'titulo', 'id'])
    .execute();
  await db.schema.dropIndex('offers_brand_state_updated_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('offers_brand_state_updated_idx')
    .on('offers')
    .columns(['brand_key', 'estado', 'updated_at'])
    .execute();
  await db.schema.dropIndex('offers_office_title_idx').execute();
  await db.schema.dropIndex('offers_office_queue_idx').execute();
}
