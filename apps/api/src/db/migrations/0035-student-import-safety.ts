import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * The students' import made safe (docs/office-students-import.md, ADR 0033):
 * - `student_imports.expires_at`: a dry run can be applied until then (an hour, or the author's
 *   next dry run); an applied import keeps it for the record;
 * - `student_import_refusals`: every refused row of an import with its reasons, one small row each
 *   (the answer lists the first ones; the rest is downloaded as CSV), so the report stays small;
 * - `student_import_runs`: one row per user with an import running, on every instance alike;
 * - `email_changes`: a new login address the import read for an account that has signed in; it
 *   becomes the login only when confirmed from that address (single-use link, hashed, expiring).
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('student_imports').addColumn('expires_at', 'text').execute();
  await db.schema
    .createTable('student_import_refusals')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('student_imports.id').onDelete('cascade'))
    .addColumn('linea', 'integer', (c) => c.notNull())
    .addColumn('dni', 'text')
    .addColumn('email', 'text')
    .addColumn('errores', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_import_refusals_pk', ['import_id', 'linea'])
    .execute();
  await db.schema
    .createTable('student_import_runs')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('email_changes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('old_email', 'text', (c) => c.notNull())
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_changes_user_idx').on('email_changes').column('user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('email_changes_user_idx').execute();
  await db.schema.dropTable('email_changes').execute();
  await db.schema.dropTable('student_import_runs').execute();
  await db.schema.dropTable('student_import_refusals').execute();
  await db.schema.alterTable('student_imports').dropColumn('expires_at').execute();
}
