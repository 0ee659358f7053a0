import type { Insertable, Updateable } from 'kysely';
import type { CompanyRow, CompanySignerRow } from '../../db/tables/companies';
import type { DbOrTrx } from './company.repository';

/** Plain queries of the company account request (registration.service.ts); the rules live in the service. */

/** A company of the brand with that CIF (CIFs are stored normalised). */
export function companyWithCif(db: DbOrTrx, brandKey: string, cif: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'cif', 'validated', 'blocked', 'rejected_at', 'rejection_reason'])
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

/** A rejected company asks again (issue #14 '2. Companies'): its corrected data, back in the validation queue. */
export async function reopenRejectedCompany(
  db: DbOrTrx,
  companyId: number,
  row: Updateable<CompanyRow>,
): Promise<boolean> {
  const result = await db
    .updateTable('companies')
    .set({ ...row, rejected_at: null, rejection_reason: null })
    .where('id', '=', companyId)
    .where('rejected_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceSigner(db: DbOrTrx, row: Insertable<CompanySignerRow>): Promise<void> {
  await db.deleteFrom('company_signers').where('company_id', '=', row.company_id).execute();
  await db.insertInto('company_signers').values(row).execute();
}

export async function countPlaces(db: DbOrTrx, companyId: number) {
  const [centres, accounts] = await Promise.all([
    db
      .selectFrom('work_centres')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('billing_accounts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
  ]);
  return { centres: Number(centres.n), accounts: Number(accounts.n) };
}
