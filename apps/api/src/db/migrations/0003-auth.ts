import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * Sign-in tables (SPEC §4 Session and Login): token revocations and failed sign-in counters live
 * here, not in process memory, so that several API instances agree; RGPD texts and who accepted
 * which version when.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires_idx').on('revoked_tokens').column('expires_at').execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
  await db.schema.createIndex('login_throttle_window_idx').on('login_throttle').column('window_start').execute();

  await withId(db, db.schema.createTable('rgpd_texts'))
    .addColumn('brand_key', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('texto_corto_es', 'text', (c) => c.notNull())
    .addColumn('texto_corto_ca', 'text', (c) => c.notNull())
    .addColumn('link_externo', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rgpd_texts_brand_version_idx')
    .on('rgpd_texts')
    .columns(['brand_key', 'version'])
    .execute();

  await withId(db, db.schema.createTable('rgpd_acceptances'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rgpd_text_id', 'integer', (c) => c.notNull().references('rgpd_texts.id'))
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('rgpd_acceptances_user_text_idx')
    .unique()
    .on('rgpd_acceptances')
    .columns(['user_id', 'rgpd_text_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rgpd_acceptances').execute();
  await db.schema.dropTable('rgpd_texts').execute();
  await db.schema.dropTable('login_throttle').execute();
  await db.schema.dropTable('revoked_tokens').execute();
}
