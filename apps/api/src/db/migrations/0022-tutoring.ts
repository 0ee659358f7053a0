import type { Kysely } from 'kysely';
import { doubleType, withId } from '../schema-helpers';

/**
 * The academic tutor's follow-up of an internship (issue #15 'Academic tutor pages'):
 * `internship_follow_ups`, the tutor's notes; `internship_evaluations`, the final evaluations, one
 * per internship and evaluator: the academic tutor's ('academico', signed in) and the company
 * tutor's ('empresa', no account: a link with a random token of which only the SHA-256 is kept,
 * valid until `token_expires_at`, mailed `reminders_sent` times after the first).
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('internship_follow_ups'))
    .addColumn('internship_id', 'integer', (c) => c.notNull().references('internships.id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('internship_follow_ups_internship_idx')
    .on('internship_follow_ups')
    .columns(['internship_id', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('internship_evaluations'))
    .addColumn('internship_id', 'integer', (c) => c.notNull().references('internships.id').onDelete('cascade'))
    /** 'academico' | 'empresa'. */
    .addColumn('evaluador', 'text', (c) => c.notNull())
    .addColumn('nota', doubleType(db))
    .addColumn('comentario', 'text')
    /** JSON object: criterion key -> score 1-5. */
    .addColumn('criterios', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('evaluator_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('token_hash', 'text')
    .addColumn('token_expires_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('reminders_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('internship_evaluations_one_per_evaluator', ['internship_id', 'evaluador'])
    .execute();
  await db.schema
    .createIndex('internship_evaluations_token_idx')
    .on('internship_evaluations')
    .column('token_hash')
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('internship_evaluations').execute();
  await db.schema.dropTable('internship_follow_ups').execute();
}
