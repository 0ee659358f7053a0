import type { Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { EducationRequestRow, RequestState } from '../../db/tables/internships';
import { isPostgres } from '../../db/schema-helpers';
import type { Db } from '../../platform/db';

/** Plain queries of education-internship requests; the rules live in the service. */

type DbOrTrx = Db | Transaction<Database>;

function requestsQuery(db: DbOrTrx, companyId: number) {
  return db
    .selectFrom('education_requests as r')
    .leftJoin('schools as s', 's.id', 'r.school_id')
    .selectAll('r')
    .select('s.name as school_name')
    .where('r.company_id', '=', companyId);
}

export function listRequests(db: DbOrTrx, companyId: number) {
  return requestsQuery(db, companyId).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
}

export type EducationRequestListRow = Awaited<ReturnType<typeof listRequests>>[number];

export function findRequest(db: DbOrTrx, companyId: number, id: number) {
  return requestsQuery(db, companyId).where('r.id', '=', id).executeTakeFirst();
}

export async function hasAnyRequest(db: DbOrTrx, companyId: number): Promise<boolean> {
  return !!(await db
    .selectFrom('education_requests')
    .select('id')
    .where('company_id', '=', companyId)
    .limit(1)
    .executeTakeFirst());
}

export function findCompanyMenu(db: DbOrTrx, companyId: number) {
  return db.selectFrom('companies').select('has_education_menu').where('id', '=', companyId).executeTakeFirst();
}

export async function countAccepted(db: DbOrTrx, companyId: number, course: string): Promise<number> {
  const row = await db
    .selectFrom('education_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('estado', '=', 'aceptada')
    .where('curso', '=', course)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Updates only while the request is in one of `states`. */
export async function updateRequest(
  db: DbOrTrx,
  companyId: number,
  id: number,
  states: RequestState[],
  row: Updateable<EducationRequestRow>,
): Promise<boolean> {
  const res = await db
    .updateTable('education_requests')
    .set(row)
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('estado', 'in', states)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Inside a transaction: waits for, then holds, the company's row until the transaction ends (PostgreSQL; SQLite has one writer). */
export async function lockCompanyRow(trx: DbOrTrx, companyId: number): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
}
