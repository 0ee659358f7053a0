import type { Kysely } from 'kysely';

/**
 * The office's decision on a company (issue #14 '2. Companies'): a rejection keeps its reason and
 * date beside `validated` and `blocked`, so the company (and the office) can read why, correct and
 * ask again; a validation clears them. Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('rejected_at', 'text').execute();
  await db.schema.alterTable('companies').addColumn('rejection_reason', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('rejection_reason').execute();
  await db.schema.alterTable('companies').dropColumn('rejected_at').execute();
}
