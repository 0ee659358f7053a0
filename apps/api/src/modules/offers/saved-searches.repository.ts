import type { OfferType } from '../../db/tables/offers';
import type { Db } from '../../platform/db';

/** Saved searches and search history rows (tables of migration 0002-04-offers). */

export function selectSavedSearches(db: Db, studentId: number) {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'nombre', 'tipo', 'filtros', 'created_at'])
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countSavedSearches(db: Db, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertSavedSearch(
  db: Db,
  row: { student_id: number; nombre: string; tipo: OfferType; filtros: string; created_at: string },
) {
  return db.insertInto('saved_searches').values(row).execute();
}

export async function deleteSavedSearch(db: Db, studentId: number, id: number): Promise<number> {
  const res = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export function selectHistory(db: Db, studentId: number, limit: number) {
  return db
    .selectFrom('search_history')
    .select(['id', 'tipo', 'filtros', 'created_at'])
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function selectLatestHistory(db: Db, studentId: number) {
  return db
    .selectFrom('search_history')
    .select(['id', 'tipo', 'filtros'])
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertHistory(
  db: Db,
  row: { student_id: number; tipo: OfferType; filtros: string; created_at: string },
) {
  return db.insertInto('search_history').values(row).execute();
}

/** Keeps the newest `keep` entries of a student. */
export async function trimHistory(db: Db, studentId: number, keep: number): Promise<void> {
  const old = await db
    .selectFrom('search_history')
    .select('id')
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  if (old.length > 0)
    await db
      .deleteFrom('search_history')
      .where(
        'id',
        'in',
        old.map((r) => r.id),
      )
      .execute();
}

export function deleteHistory(db: Db, studentId: number) {
  return db.deleteFrom('search_history').where('student_id', '=', studentId).execute();
}
