import type { Kysely } from 'kysely';

/**
 * Saved-search alerts (issue #16 part 3): a followed search has one `search_alerts` row (daily or
 * weekly, the moment after which its offers count as new, the unsubscribe token); every offer an
 * alert mailed is a `search_alert_offers` row, whose primary key makes a second send of the same
 * offer impossible. Both cascade with the search and the offer. Frozen once landed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_alerts')
    .addColumn('saved_search_id', 'integer', (c) => c.primaryKey().references('saved_searches.id').onDelete('cascade'))
    .addColumn('frecuencia', 'text', (c) => c.notNull())
    .addColumn('desde', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('last_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('search_alert_offers')
    .addColumn('saved_search_id', 'integer', (c) =>
      c.notNull().references('search_alerts.saved_search_id').onDelete('cascade'),
    )
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_alert_offers_pk', ['saved_search_id', 'offer_id'])
    .execute();
  await db.schema.createIndex('search_alert_offers_offer_idx').on('search_alert_offers').column('offer_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_alert_offers').execute();
  await db.schema.dropTable('search_alerts').execute();
}
