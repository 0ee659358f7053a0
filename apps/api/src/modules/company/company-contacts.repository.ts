import type { Insertable, Updateable } from 'kysely';
import type { CompanyContactRow } from '../../db/tables/companies';
import type { UserRow } from '../../db/tables/people';
import type { DbOrTrx } from './company.repository';

/** Plain queries of company contacts and their portal users. */

export function listContacts(db: DbOrTrx, companyId: number) {
  return db
    .selectFrom('company_contacts')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('activo', '=', 1)
    .orderBy('principal', 'desc')
    .orderBy('apellidos')
    .orderBy('nombre')
    .orderBy('id')
    .execute();
}

export function findContact(db: DbOrTrx, companyId: number, contactId: number) {
  return db
    .selectFrom('company_contacts')
    .selectAll()
    .where('id', '=', contactId)
    .where('company_id', '=', companyId)
    .where('activo', '=', 1)
    .executeTakeFirst();
}

export function findContactOfUser(db: DbOrTrx, companyId: number, userId: number) {
  return db
    .selectFrom('company_contacts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .where('activo', '=', 1)
    .executeTakeFirst();
}

/** Contacts of the company with that email (compared lower-case). */
export function findContactsByEmail(db: DbOrTrx, companyId: number, email: string) {
  return db
    .selectFrom('company_contacts')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('activo', '=', 1)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .execute();
}

export function findUserByEmail(db: DbOrTrx, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'brand_key', 'nombre', 'apellidos'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The companies whose contact a user is, with their CIF. */
export function companiesOfUser(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['c.id', 'c.cif'])
    .where('cc.user_id', '=', userId)
    .execute();
}

export async function insertUser(db: DbOrTrx, row: Insertable<UserRow>): Promise<number> {
  const { id } = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertContact(db: DbOrTrx, row: Insertable<CompanyContactRow>): Promise<number> {
  const { id } = await db.insertInto('company_contacts').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateContact(
  db: DbOrTrx,
  companyId: number,
  contactId: number,
  row: Updateable<CompanyContactRow>,
): Promise<void> {
  await db
    .updateTable('company_contacts')
    .set(row)
    .where('id', '=', contactId)
    .where('company_id', '=', companyId)
    .execute();
}

export async function updateUserNames(
  db: DbOrTrx,
  userId: number,
  nombre: string,
  apellidos: string,
  now: string,
): Promise<void> {
  await db.updateTable('users').set({ nombre, apellidos, updated_at: now }).where('id', '=', userId).execute();
}

/** Ids of the domain list tiposContacoEmpresa. */
export async function contactTypeIds(db: DbOrTrx): Promise<number[]> {
  const rows = await db.selectFrom('domain_items').select('id').where('list', '=', 'tiposContacoEmpresa').execute();
  return rows.map((r) => r.id);
}
