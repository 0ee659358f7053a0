import type { TAgreementState } from '@portal/contracts/agreements/agreement-states';
import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { AgreementRow } from '../../db/tables/agreements';
import type { DocumentRow } from '../../db/tables/documents';
import type { Db } from '../../platform/db';

/** Plain queries of a company's agreements (SPEC §4 Agreement states); the rules live in the service. */

type DbOrTrx = Db | Transaction<Database>;

export function listAgreements(db: DbOrTrx, companyId: number) {
  return db
    .selectFrom('agreements')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('fecha_solicitud', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findAgreement(db: DbOrTrx, companyId: number, agreementId: number) {
  return db
    .selectFrom('agreements')
    .selectAll()
    .where('id', '=', agreementId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Moves the company's agreements past their expiry date to 'caducado'. */
/** A company's agreements whose expiry date has passed and that may still expire, with their state. */
export function agreementsToExpire(db: DbOrTrx, companyId: number, today: string, from: readonly TAgreementState[]) {
  return db
    .selectFrom('agreements')
    .select(['id', 'estado', 'brand_key'])
    .where('company_id', '=', companyId)
    .where('fecha_caducidad', '<', today)
    .where('estado', 'in', [...from])
    .orderBy('id')
    .execute();
}

/** Moves the agreements `ids` to caducado, each only from the state it was read in. */
export async function expireAgreement(db: DbOrTrx, id: number, from: TAgreementState, now: string): Promise<boolean> {
  const res = await db
    .updateTable('agreements')
    .set({ estado: 'caducado', updated_at: now })
    .where('id', '=', id)
    .where('estado', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertAgreement(db: DbOrTrx, row: Insertable<AgreementRow>): Promise<number> {
  const { id } = await db.insertInto('agreements').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Updates only when the row is still in `expected`, so that two requests cannot both move it. */
export async function updateAgreement(
  db: DbOrTrx,
  companyId: number,
  agreementId: number,
  expected: TAgreementState,
  row: Updateable<AgreementRow>,
): Promise<boolean> {
  const res = await db
    .updateTable('agreements')
    .set(row)
    .where('id', '=', agreementId)
    .where('company_id', '=', companyId)
    .where('estado', '=', expected)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The latest signed PDF uploaded for each agreement. */
export async function signedDocuments(db: DbOrTrx, companyId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'agreement_id', 'nombre', 'created_at'])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'agreement')
    .where('agreement_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertDocument(db: DbOrTrx, row: Insertable<DocumentRow>): Promise<number> {
  const { id } = await db.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findCompanyForPdf(db: DbOrTrx, companyId: number) {
  return db
    .selectFrom('companies as c')
    .leftJoin('provinces as p', 'p.id', 'c.province_id')
    .select(['c.nombre', 'c.nombre_comercial', 'c.cif', 'c.direccion', 'c.cp', 'c.localidad', 'p.name_es as provincia'])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

export function findSigner(db: DbOrTrx, companyId: number) {
  return db.selectFrom('company_signers').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}
