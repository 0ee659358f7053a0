import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { BillingAccountRow, CompanyRow, WorkCentreRow } from '../../db/tables/companies';
import type { Db } from '../../platform/db';

/** Plain queries of the company page (SPEC §7 company calls); the rules live in the services. */

export type DbOrTrx = Db | Transaction<Database>;

export function findCompany(db: DbOrTrx, companyId: number) {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
}

export function findSigner(db: DbOrTrx, companyId: number) {
  return db.selectFrom('company_signers').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export function listWorkCentres(db: DbOrTrx, companyId: number) {
  return db
    .selectFrom('work_centres')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('activo', '=', 1)
    .orderBy('nombre')
    .orderBy('id')
    .execute();
}

export function findWorkCentre(db: DbOrTrx, companyId: number, centreId: number) {
  return db
    .selectFrom('work_centres')
    .selectAll()
    .where('id', '=', centreId)
    .where('company_id', '=', companyId)
    .where('activo', '=', 1)
    .executeTakeFirst();
}

export async function insertWorkCentre(db: DbOrTrx, row: Insertable<WorkCentreRow>): Promise<number> {
  const { id } = await db.insertInto('work_centres').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateWorkCentre(
  db: DbOrTrx,
  companyId: number,
  centreId: number,
  row: Updateable<WorkCentreRow>,
): Promise<void> {
  await db
    .updateTable('work_centres')
    .set(row)
    .where('id', '=', centreId)
    .where('company_id', '=', companyId)
    .execute();
}

/** Internships and requests keep pointing at a removed centre: it is only hidden. */
export async function deactivateWorkCentre(
  db: DbOrTrx,
  companyId: number,
  centreId: number,
  now: string,
): Promise<number> {
  const res = await db
    .updateTable('work_centres')
    .set({ activo: 0, updated_at: now })
    .where('id', '=', centreId)
    .where('company_id', '=', companyId)
    .where('activo', '=', 1)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export function listBillingAccounts(db: DbOrTrx, companyId: number) {
  return db
    .selectFrom('billing_accounts as b')
    .leftJoin('provinces as p', 'p.id', 'b.province_id')
    .selectAll('b')
    .select('p.name_es as province_name')
    .where('b.company_id', '=', companyId)
    .orderBy('b.id')
    .execute();
}

export function findBillingAccount(db: DbOrTrx, companyId: number, accountId: number) {
  return db
    .selectFrom('billing_accounts')
    .select('id')
    .where('id', '=', accountId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export async function insertBillingAccount(db: DbOrTrx, row: Insertable<BillingAccountRow>): Promise<number> {
  const { id } = await db.insertInto('billing_accounts').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateBillingAccount(
  db: DbOrTrx,
  companyId: number,
  accountId: number,
  row: Updateable<BillingAccountRow>,
): Promise<void> {
  await db
    .updateTable('billing_accounts')
    .set(row)
    .where('id', '=', accountId)
    .where('company_id', '=', companyId)
    .execute();
}

export async function updateCompany(db: DbOrTrx, companyId: number, row: Updateable<CompanyRow>): Promise<void> {
  await db.updateTable('companies').set(row).where('id', '=', companyId).execute();
}

export async function countryExists(db: DbOrTrx, id: number): Promise<boolean> {
  return !!(await db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst());
}

export async function provinceExists(db: DbOrTrx, id: number): Promise<boolean> {
  return !!(await db.selectFrom('provinces').select('id').where('id', '=', id).executeTakeFirst());
}

export function findLocality(db: DbOrTrx, id: number) {
  return db.selectFrom('localities').select(['id', 'province_id']).where('id', '=', id).executeTakeFirst();
}

export function findContactOfCompany(db: DbOrTrx, companyId: number, contactId: number) {
  return db
    .selectFrom('company_contacts')
    .select('id')
    .where('id', '=', contactId)
    .where('company_id', '=', companyId)
    .where('activo', '=', 1)
    .executeTakeFirst();
}

export async function insertDeregistration(
  db: DbOrTrx,
  row: { user_id: number; company_id: number; motivo: string | null; created_at: string },
): Promise<number> {
  const { id } = await db
    .insertInto('deregistration_requests')
    .values({ ...row, datos: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setUserReceiveInfo(
  db: DbOrTrx,
  userId: number,
  companyId: number,
  value: number,
  now: string,
): Promise<void> {
  await db.updateTable('users').set({ recibir_informacion: value, updated_at: now }).where('id', '=', userId).execute();
  await db
    .updateTable('company_contacts')
    .set({ recibir_informacion: value, updated_at: now })
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .execute();
}
