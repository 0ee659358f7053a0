import type { Insertable } from 'kysely';
import type { CompanyRow, CompanySignerRow } from '../../db/tables/companies';
import type { DbOrTrx } from './company.repository';

/** Plain queries of the company account request (registration.service.ts); the rules live in the service. */

/** A company of the brand with that CIF (CIFs are stored normalised). */
export function companyWithCif(db: DbOrTrx, brandKey: string, cif: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'cif'])
    .where('cif', '=', cif)
    .where('brand_key', '=', brandKey)
    .executeTakeFirst();
}

export async function insertCompany(db: DbOrTrx, row: Insertable<CompanyRow>): Promise<number> {
  const { id } = await db.insertInto('companies').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertSigner(db: DbOrTrx, row: Insertable<CompanySignerRow>): Promise<void> {
  await db.insertInto('company_signers').values(row).execute();
}
