import type { MailDeliveryRow } from '../db/tables/mail-deliveries';
import type { Db } from './db';

/** Plain queries of `mail_deliveries` (migration 0037); the rule lives in mail.ts. */

export function deliveryOf(db: Db, key: string) {
  return db
    .selectFrom('mail_deliveries')
    .select(['message_id', 'sent_at'])
    .where('message_key', '=', key)
    .executeTakeFirst();
}

/** A second record of one key (two runs that both sent) keeps the first. */
export async function recordDelivery(db: Db, row: MailDeliveryRow): Promise<void> {
  await db
    .insertInto('mail_deliveries')
    .values(row)
    .onConflict((oc) => oc.column('message_key').doNothing())
    .execute();
}
