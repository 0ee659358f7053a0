import type { Kysely } from 'kysely';

/**
 * The office's decision on a request (issue #14 '5. Requests'): who decided, when and why, on
 * each of the four kinds, and the indexes the office's lists filter and sort by.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const TABLES = ['practice_requests', 'internship_change_requests', 'education_requests', 'deregistration_requests'];

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable(table).addColumn('decided_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('decision_reason', 'text').execute();
    await db.schema.createIndex(`${table}_state_created_idx`).on(table).columns(['estado', 'created_at']).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_state_created_idx`).execute();
    for (const column of ['decision_reason', 'decided_at', 'decided_by']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
