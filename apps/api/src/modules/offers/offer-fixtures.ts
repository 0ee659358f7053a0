import crypto from 'node:crypto';
import type { Updateable } from 'kysely';
import type { OfferRow } from '../../db/tables/offers';
import type { Db } from '../../platform/db';

/**
 * Test data helpers for the offer, application and internship tests: copies of demo offers with
 * changes, so a test arranges exactly the case it needs without touching other tests' rows.
 */
export async function cloneOffer(
  db: Db,
  fromId: number,
  changes: Updateable<OfferRow> = {},
  degreeIds?: number[],
): Promise<number> {
  const { id: _id, ...row } = await db
    .selectFrom('offers')
    .selectAll()
    .where('id', '=', fromId)
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('offers')
    .values({ ...row, url_acceso: crypto.randomBytes(8).toString('hex'), ...changes } as typeof row)
    .returning('id')
    .executeTakeFirstOrThrow();
  const degrees = degreeIds
    ? degreeIds.map((degree_id, i) => ({ degree_id, required: i === 0 ? 1 : 0 }))
    : await db.selectFrom('offer_degrees').select(['degree_id', 'required']).where('offer_id', '=', fromId).execute();
  if (degrees.length > 0)
    await db
      .insertInto('offer_degrees')
      .values(degrees.map((d) => ({ ...d, offer_id: inserted.id })))
      .execute();
  const languages = await db
    .selectFrom('offer_languages')
    .select(['language_id', 'level_id', 'certification'])
    .where('offer_id', '=', fromId)
    .execute();
  if (languages.length > 0)
    await db
      .insertInto('offer_languages')
      .values(languages.map((l) => ({ ...l, offer_id: inserted.id })))
      .execute();
  return inserted.id;
}

export async function setOfferDegrees(db: Db, offerId: number, degreeIds: number[]): Promise<void> {
  await db.deleteFrom('offer_degrees').where('offer_id', '=', offerId).execute();
  await db
    .insertInto('offer_degrees')
    .values(degreeIds.map((degree_id, i) => ({ offer_id: offerId, degree_id, required: i === 0 ? 1 : 0 })))
    .execute();
}

export function daysFromNow(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}
