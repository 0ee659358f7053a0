import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { PracticeRequestRow, RequestState } from '../../db/tables/internships';
import type { Db } from '../../platform/db';

/** Plain queries of practice requests (solicitudPractica); the rules live in the service. */

type DbOrTrx = Db | Transaction<Database>;

function requestsQuery(db: DbOrTrx) {
  return db
    .selectFrom('practice_requests as r')
    .leftJoin('programmes as p', 'p.id', 'r.programme_id')
    .leftJoin('work_centres as w', 'w.id', 'r.work_centre_id')
    .leftJoin('degrees as d', 'd.id', 'r.degree_id')
    .leftJoin('users as u', 'u.id', 'r.student_id')
    .selectAll('r')
    .select([
      'p.nombre_es as programme_es',
      'p.nombre_ca as programme_ca',
      'w.nombre as centre_name',
      'd.name_es as degree_es',
      'd.name_ca as degree_ca',
      'u.nombre as alumno_nombre',
      'u.apellidos as alumno_apellidos',
    ]);
}

export type RequestRow = Awaited<ReturnType<typeof listForCompany>>[number];

export function listForCompany(db: DbOrTrx, companyId: number) {
  return requestsQuery(db)
    .where('r.company_id', '=', companyId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export function findForCompany(db: DbOrTrx, companyId: number, id: number) {
  return requestsQuery(db).where('r.id', '=', id).where('r.company_id', '=', companyId).executeTakeFirst();
}

export function findForStudent(db: DbOrTrx, studentId: number, id: number) {
  return requestsQuery(db)
    .where('r.id', '=', id)
    .where('r.student_id', '=', studentId)
    .where('r.requested_by_user_id', '=', studentId)
    .executeTakeFirst();
}

export async function insertRequest(db: DbOrTrx, row: Insertable<PracticeRequestRow>): Promise<number> {
  const { id } = await db.insertInto('practice_requests').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Updates only while the request is in one of `states` (no lost update against a decision). */
export async function updateRequest(
  db: DbOrTrx,
  id: number,
  states: RequestState[],
  row: Updateable<PracticeRequestRow>,
): Promise<boolean> {
  const res = await db
    .updateTable('practice_requests')
    .set(row)
    .where('id', '=', id)
    .where('estado', 'in', states)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function findStudentByDni(db: DbOrTrx, dni: string) {
  return db.selectFrom('students').select('user_id').where('dni', '=', dni).executeTakeFirst();
}

export function findCompanyByCif(db: DbOrTrx, cif: string, brandKey: string) {
  return db
    .selectFrom('companies')
    .select('id')
    .where('cif', '=', cif)
    .where('brand_key', '=', brandKey)
    .executeTakeFirst();
}

export async function programmeExists(db: DbOrTrx, id: number): Promise<boolean> {
  return !!(await db.selectFrom('programmes').select('id').where('id', '=', id).executeTakeFirst());
}

export async function degreeExists(db: DbOrTrx, id: number): Promise<boolean> {
  return !!(await db.selectFrom('degrees').select('id').where('id', '=', id).executeTakeFirst());
}

export function findCentre(db: DbOrTrx, companyId: number, id: number) {
  return db
    .selectFrom('work_centres')
    .select('id')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('activo', '=', 1)
    .executeTakeFirst();
}

export function findContact(db: DbOrTrx, companyId: number, id: number) {
  return db
    .selectFrom('company_contacts')
    .select(['id', 'nombre', 'apellidos', 'email'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('activo', '=', 1)
    .executeTakeFirst();
}

/** The company's IBAN, for the SPEC §6 practice-management check. */
export function findCompanyIban(db: Db, companyId: number) {
  return db.selectFrom('companies').select(['id', 'iban']).where('id', '=', companyId).executeTakeFirst();
}
