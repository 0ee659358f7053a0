import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { CompanySignerRow } from '../../db/tables/companies';
import type { Db } from '../../platform/db';

/** Plain queries of the company signer and the company's missing-data checks; the rules live in the service. */

export type DbOrTrx = Db | Transaction<Database>;

export function findSigner(db: DbOrTrx, companyId: number) {
  return db
    .selectFrom('company_signers')
    .select(['nombre', 'apellidos', 'dni', 'cargo', 'email'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Inserts the company's signer, or updates the given columns of the one it has. */
export async function upsertSigner(
  db: DbOrTrx,
  companyId: number,
  values: Omit<Insertable<CompanySignerRow>, 'company_id'>,
): Promise<void> {
  await db
    .insertInto('company_signers')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute();
}

export function findCompany(db: DbOrTrx, companyId: number) {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
}

/** A contact of the company, active or not. */
export function findContact(db: DbOrTrx, companyId: number, contactId: number) {
  return db
    .selectFrom('company_contacts')
    .selectAll()
    .where('id', '=', contactId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}
