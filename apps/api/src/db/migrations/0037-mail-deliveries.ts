import type { Kysely } from 'kysely';

/**
 * Mail delivered over SMTP, by message key (ADR 0036): every queued `mail.send` job carries a key
 * of its own, written here the moment the SMTP server accepts the message. A job run again after
 * its instance died between that moment and marking the job done finds its key and sends nothing.
 * `message_id` is the Message-ID the mail left with (made from the key). Frozen once landed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_deliveries')
    .addColumn('message_key', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull())
    /** ISO-8601 UTC text (ADR 0003). */
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_deliveries_sent_at_idx').on('mail_deliveries').column('sent_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_deliveries').execute();
}
