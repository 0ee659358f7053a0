import type { AgreementState } from '../../../db/tables/agreements';
import type { Db } from '../../../platform/db';

/** Plain queries of the office's scheduled jobs (issue #14 parts 4 and 7); the rules live in the *.job.ts files. */

/** Agreements in one of `states` whose expiry date is before `today` ('YYYY-MM-DD'), all brands. */
export function agreementsPastExpiry(db: Db, states: readonly AgreementState[], today: string) {
  return db
    .selectFrom('agreements as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select(['a.id', 'a.brand_key', 'a.codigo', 'a.estado', 'a.fecha_caducidad', 'a.company_id', 'c.nombre as company'])
    .where('a.estado', 'in', states)
    .where('a.fecha_caducidad', 'is not', null)
    .where('a.fecha_caducidad', '<', today)
    .orderBy('a.id')
    .execute();
}

/** Moves one agreement, guarded by the state it was read in: false when something else moved it first. */
export async function moveAgreement(
  db: Db,
  id: number,
  from: AgreementState,
  to: AgreementState,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('agreements')
    .set({ estado: to, updated_at: now })
    .where('id', '=', id)
    .where('estado', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Agreements of a brand left in `states` since before `cutoff` (their last change), not past expiry. */
export function agreementsWaiting(
  db: Db,
  brandKey: string,
  states: readonly AgreementState[],
  cutoff: string,
  today: string,
) {
  return db
    .selectFrom('agreements as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select(['a.id', 'a.codigo', 'a.estado', 'a.company_id', 'c.nombre as company', 'a.created_at', 'a.updated_at'])
    .where('a.brand_key', '=', brandKey)
    .where('a.estado', 'in', states)
    .where((eb) => eb(eb.fn.coalesce('a.updated_at', 'a.created_at'), '<', cutoff))
    .where((eb) => eb.or([eb('a.fecha_caducidad', 'is', null), eb('a.fecha_caducidad', '>=', today)]))
    .orderBy('a.id')
    .execute();
}

export function companiesWaiting(db: Db, brandKey: string, cutoff: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'nombre as label', 'created_at as since'])
    .where('brand_key', '=', brandKey)
    .where('validated', '=', 0)
    .where('blocked', '=', 0)
    .where('rejected_at', 'is', null)
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .execute();
}

export function offersWaiting(db: Db, brandKey: string, cutoff: string) {
  return db
    .selectFrom('offers')
    .select(['id', 'titulo as label', 'updated_at as since'])
    .where('brand_key', '=', brandKey)
    .where('estado', '=', 'pendiente_validacion')
    .where('updated_at', '<', cutoff)
    .orderBy('id')
    .execute();
}

/** Records one reminder; false when this item already had its reminder for the period. */
export async function recordReminder(
  db: Db,
  row: {
    brandKey: string;
    objectType: string;
    objectId: number;
    recipient: 'company' | 'staff';
    period: string;
    now: string;
  },
): Promise<boolean> {
  const rows = await db
    .insertInto('job_reminders')
    .values({
      brand_key: row.brandKey,
      object_type: row.objectType,
      object_id: String(row.objectId),
      recipient: row.recipient,
      period: row.period,
      sent_at: row.now,
    })
    .onConflict((oc) => oc.columns(['brand_key', 'object_type', 'object_id', 'recipient', 'period']).doNothing())
    .returning('object_id')
    .execute();
  return rows.length === 1;
}

/** The company's contacts who sign in (notification and mail). */
export function companyUsers(db: Db, companyId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select(['u.id', 'u.email', 'u.preferred_language'])
    .where('cc.company_id', '=', companyId)
    .where('u.status', '=', 'active')
    .orderBy('u.id')
    .execute();
}

/** Active admins and gestores of a brand: the staff who hear of old queues. */
export function deskStaff(db: Db, brandKey: string) {
  return db
    .selectFrom('staff_members as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.email', 'u.preferred_language'])
    .where('u.brand_key', '=', brandKey)
    .where('s.active', '=', 1)
    .where('s.kind', 'in', ['admin', 'gestor'])
    .where('u.status', '=', 'active')
    .orderBy('u.id')
    .execute();
}
