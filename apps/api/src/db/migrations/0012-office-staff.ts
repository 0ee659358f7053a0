import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * The university office's staff (issue #14 'Who the staff are'): the office data of a `users` row
 * of role 'staff' — kind, active flag, second factor — its campus scope and its one-time recovery
 * codes (only their SHA-256 is stored). Sign-in, password and tokens stay on `users`.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    /** Base32 TOTP secret once enrolled (RFC 6238). */
    .addColumn('totp_secret', 'text')
    /** The secret offered at enrolment until a first code confirms it. */
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enrolled_at', 'text')
    /** The last accepted TOTP time step: a code is accepted once (RFC 6238 §5.2). */
    .addColumn('totp_last_step', 'integer')
    .addColumn('invited_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('staff_members_kind_idx').on('staff_members').column('kind').execute();

  await db.schema
    .createTable('staff_campuses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_members.user_id').onDelete('cascade'))
    .addColumn('campus_id', 'integer', (c) => c.notNull().references('campuses.id'))
    .addPrimaryKeyConstraint('staff_campuses_pk', ['user_id', 'campus_id'])
    .execute();

  await withId(db, db.schema.createTable('staff_recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_members.user_id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_user_idx')
    .on('staff_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_campuses').execute();
  await db.schema.dropTable('staff_members').execute();
}
