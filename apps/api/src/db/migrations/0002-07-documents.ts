import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * Uploaded documents of every kind (SPEC §3 'Uploaded document'); after the tables a document
 * can belong to. Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('documents'))
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_key', 'text')
    .addColumn('url', 'text')
    .addColumn('descripcion', 'text')
    .addColumn('tipo_documento_id', 'integer')
    .addColumn('internship_id', 'integer', (c) => c.references('internships.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.references('offers.id').onDelete('cascade'))
    .addColumn('agreement_id', 'integer', (c) => c.references('agreements.id').onDelete('cascade'))
    .addColumn('experience_id', 'integer', (c) => c.references('student_experiences.id').onDelete('cascade'))
    .addColumn('programme_id', 'integer', (c) => c.references('programmes.id').onDelete('cascade'))
    .addColumn('practice_request_id', 'integer', (c) => c.references('practice_requests.id').onDelete('cascade'))
    .addColumn('brand_key', 'text')
    .addColumn('course', 'text')
    .addColumn('signed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The CV page and 'has an attached CV' read a user's documents by kind.
  await db.schema.createIndex('documents_owner_kind_idx').on('documents').columns(['owner_user_id', 'kind']).execute();
  for (const c of [
    'company_id',
    'internship_id',
    'offer_id',
    'agreement_id',
    'experience_id',
    'programme_id',
    'practice_request_id',
    'storage_key',
  ]) {
    await db.schema.createIndex(`documents_${c}_idx`).on('documents').column(c).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('documents').ifExists().execute();
}
