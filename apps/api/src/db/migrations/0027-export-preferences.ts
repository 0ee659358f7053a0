import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * The column choice of the exports, remembered per user and list (issue #17 'Exports', column
 * picker). `columnas` is the JSON array of column keys in the order chosen. And the indexes of the
 * exports' keyset pages (`id > last ORDER BY id` within a list's equality filters), so that each
 * page reads its rows in order instead of sorting the whole list again. Frozen once landed:
 * changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('export_preferences'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list_key', 'text', (c) => c.notNull())
    .addColumn('columnas', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('export_preferences_user_list_uq')
    .unique()
    .on('export_preferences')
    .columns(['user_id', 'list_key'])
    .execute();
  await db.schema.createIndex('applications_offer_id_idx').on('applications').columns(['offer_id', 'id']).execute();
  await db.schema
    .createIndex('agreements_brand_state_id_idx')
    .on('agreements')
    .columns(['brand_key', 'estado', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('agreements_brand_state_id_idx').execute();
  await db.schema.dropIndex('applications_offer_id_idx').execute();
  await db.schema.dropTable('export_preferences').execute();
}
