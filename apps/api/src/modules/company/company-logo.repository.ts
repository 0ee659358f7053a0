import { sql } from 'kysely';
import type { DbOrTrx } from './company.repository';

/** SQL of the company's logo (#16 part 2, ADR 0028). */

export function findLogo(db: DbOrTrx, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'logo_key', 'logo_autorizado', 'brand_key'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/** The stored key of a logo the public may see: the brand's company, authorised, present. */
export async function publicLogoKey(db: DbOrTrx, companyId: number, brandKey: string): Promise<string | null> {
  const row = await db
    .selectFrom('companies')
    .select('logo_key')
    .where('id', '=', companyId)
    .where('brand_key', '=', brandKey)
    .where('logo_autorizado', '=', 1)
    .where('logo_key', 'is not', null)
    .executeTakeFirst();
  return row?.logo_key ?? null;
}

export async function setLogoKey(db: DbOrTrx, companyId: number, logoKey: string | null, now: string): Promise<void> {
  await db.updateTable('companies').set({ logo_key: logoKey, updated_at: now }).where('id', '=', companyId).execute();
}

/**
 * Offer cards carry the logo (offer-cards.ts), and the student list cache is keyed by the 'offers'
 * data version (migration 0006), whose companies trigger fires on the names only: a change of the
 * logo or of its authorisation bumps it here, in the change's transaction.
 */
export async function bumpOffersVersion(db: DbOrTrx): Promise<void> {
  await db
    .updateTable('data_versions')
    .set({ version: sql<number>`version + 1` })
    .where('name', '=', 'offers')
    .execute();
}
