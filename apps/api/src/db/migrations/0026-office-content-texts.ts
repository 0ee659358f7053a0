import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * Content the office publishes (issue #15 'Content the office publishes'): the brand's home banner
 * kept per brand and version in the database (never on an instance's disk), with its publish and
 * unpublish dates; and the office's decision on a programme adhesion (who, when, the reason the
 * student or company receives). The data-protection text keeps using rgpd_texts and
 * rgpd_acceptances (0003), which already hold versions and who accepted which one.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('brand_texts'))
    .addColumn('brand_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('texto_es', 'text', (c) => c.notNull())
    .addColumn('texto_ca', 'text')
    .addColumn('enlace', 'text')
    .addColumn('publicado_desde', 'text')
    .addColumn('publicado_hasta', 'text')
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('brand_texts_brand_kind_version_uq')
    .unique()
    .on('brand_texts')
    .columns(['brand_key', 'kind', 'version'])
    .execute();

  await db.schema
    .alterTable('programme_adhesions')
    .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('programme_adhesions').addColumn('decided_at', 'text').execute();
  await db.schema.alterTable('programme_adhesions').addColumn('decision_reason', 'text').execute();
  await db.schema
    .createIndex('programme_adhesions_estado_idx')
    .on('programme_adhesions')
    .columns(['estado', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('programme_adhesions_estado_idx').execute();
  for (const column of ['decision_reason', 'decided_at', 'decided_by_user_id']) {
    await db.schema.alterTable('programme_adhesions').dropColumn(column).execute();
  }
  await db.schema.dropTable('brand_texts').execute();
}
