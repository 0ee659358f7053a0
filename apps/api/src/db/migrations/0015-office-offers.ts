import type { Kysely } from 'kysely';

/**
 * The office's last decision on an offer (issue #14 '3. Offers'): a rejection with its coded
 * reason, or a return for changes with a comment, which the company reads on its offer.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  /** 'rechazada' | 'devuelta' | null. */
  await db.schema.alterTable('offers').addColumn('office_decision', 'text').execute();
  await db.schema.alterTable('offers').addColumn('office_reason_code', 'text').execute();
  await db.schema.alterTable('offers').addColumn('office_comment', 'text').execute();
  await db.schema.alterTable('offers').addColumn('office_decided_at', 'text').execute();
  await db.schema
    .createIndex('offers_brand_state_updated_idx')
    .on('offers')
    .columns(['brand_key', 'estado', 'updated_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('offers_brand_state_updated_idx').execute();
  for (const column of ['office_decided_at', 'office_comment', 'office_reason_code', 'office_decision']) {
    await db.schema.alterTable('offers').dropColumn(column).execute();
  }
}
