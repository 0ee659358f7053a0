import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * The office's internships (issue #15 'Internships'): the agreement an internship runs under and
 * the practice request it was created from (the request sheet links to it), and the amendments
 * that an accepted change request leaves (what changed as JSON {field: [before, after]}, from
 * when, who approved it). Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('internships')
    .addColumn('agreement_id', 'integer', (c) => c.references('agreements.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('internships')
    .addColumn('practice_request_id', 'integer', (c) => c.references('practice_requests.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('internships_agreement_id_idx').on('internships').column('agreement_id').execute();
  await db.schema
    .createIndex('internships_practice_request_id_idx')
    .on('internships')
    .column('practice_request_id')
    .execute();

  await withId(db, db.schema.createTable('internship_amendments'))
    .addColumn('internship_id', 'integer', (c) => c.notNull().references('internships.id').onDelete('cascade'))
    .addColumn('change_request_id', 'integer', (c) =>
      c.references('internship_change_requests.id').onDelete('set null'),
    )
    .addColumn('cambios', 'text', (c) => c.notNull())
    .addColumn('fecha_efecto', 'text', (c) => c.notNull())
    .addColumn('approved_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('internship_amendments_internship_idx')
    .on('internship_amendments')
    .columns(['internship_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('internship_amendments').ifExists().execute();
  await db.schema.dropIndex('internships_practice_request_id_idx').execute();
  await db.schema.dropIndex('internships_agreement_id_idx').execute();
  await db.schema.alterTable('internships').dropColumn('practice_request_id').execute();
  await db.schema.alterTable('internships').dropColumn('agreement_id').execute();
}
