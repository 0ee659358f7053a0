import type { Db } from '../../platform/db';

/** Queries of the brand setting office.autoApproveOffersWithAgreement (issue #14 '3. Offers'). */

/** The company's agreements that may be in force on `today`: formalised and not past their expiry date. */
export function formalisedAgreements(db: Db, companyId: number, today: string) {
  return db
    .selectFrom('agreements')
    .select(['id', 'estado'])
    .where('company_id', '=', companyId)
    .where('estado', '=', 'formalizado')
    .where((eb) => eb.or([eb('fecha_caducidad', 'is', null), eb('fecha_caducidad', '>=', today)]))
    .execute();
}

/** Publishes a pending offer; false when it was no longer pending. */
export async function publishPending(db: Db, offerId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('offers')
    .set({ estado: 'publicada', published_at: now, updated_at: now })
    .where('id', '=', offerId)
    .where('estado', '=', 'pendiente_validacion')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
