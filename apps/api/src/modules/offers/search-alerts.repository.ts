import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db';

/** Saved-search alerts (issue #16 part 3, migration 0033); the rules live in search-alerts.service.ts. */

export function selectAlertFrequencies(db: Db, studentId: number) {
  return db
    .selectFrom('search_alerts as a')
    .innerJoin('saved_searches as s', 's.id', 'a.saved_search_id')
    .select(['a.saved_search_id', 'a.frecuencia'])
    .where('s.student_id', '=', studentId)
    .execute();
}

/** The student's own search (id and name), or undefined. */
export function selectOwnSearch(db: Db, studentId: number, id: number) {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'nombre'])
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

/** Follows a search, or changes how often; an alert already followed keeps its start and token. */
export async function upsertAlert(
  db: Db,
  row: { saved_search_id: number; frecuencia: 'diaria' | 'semanal'; desde: string; token: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('search_alerts')
    .values({ ...row, last_sent_at: null })
    .onConflict((oc) => oc.column('saved_search_id').doUpdateSet({ frecuencia: row.frecuencia }))
    .execute();
}

export async function deleteAlert(db: Db, savedSearchId: number): Promise<void> {
  await db.deleteFrom('search_alerts').where('saved_search_id', '=', savedSearchId).execute();
}

/** Stops the alert of the brand's student whose link carries `token`; answers the search's name, or undefined. */
export async function deleteAlertByToken(db: Db, brandKey: string, token: string): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('search_alerts as a')
      .innerJoin('saved_searches as s', 's.id', 'a.saved_search_id')
      .innerJoin('users as u', 'u.id', 's.student_id')
      .select(['a.saved_search_id', 's.nombre'])
      .where('a.token', '=', token)
      .where('u.brand_key', '=', brandKey)
      .executeTakeFirst();
    if (!row) return undefined;
    await trx.deleteFrom('search_alerts').where('saved_search_id', '=', row.saved_search_id).execute();
    return row.nombre;
  });
}

/**
 * The alerts due at `now`: daily ones not sent since `dayStart`, weekly ones not sent in the last
 * seven days; with what the mail needs of the student (active accounts only).
 */
export function selectDueAlerts(db: Db, brandKey: string, dayStart: string, weekAgo: string) {
  return db
    .selectFrom('search_alerts as a')
    .innerJoin('saved_searches as s', 's.id', 'a.saved_search_id')
    .innerJoin('users as u', 'u.id', 's.student_id')
    .select([
      'a.saved_search_id',
      'a.frecuencia',
      'a.desde',
      'a.token',
      's.student_id',
      's.nombre',
      's.tipo',
      's.filtros',
      'u.email',
      'u.brand_key',
      'u.preferred_language',
    ])
    .where('u.status', '=', 'active')
    .where('u.brand_key', '=', brandKey)
    .where((eb) =>
      eb.or([
        eb('a.last_sent_at', 'is', null),
        eb.and([eb('a.frecuencia', '=', 'diaria'), eb('a.last_sent_at', '<', dayStart)]),
        eb.and([eb('a.frecuencia', '=', 'semanal'), eb('a.last_sent_at', '<=', weekAgo)]),
      ]),
    )
    .orderBy('a.saved_search_id')
    .execute();
}

/** Conditions added to the search's own: published after the alert began, never mailed by it. */
export function newOfferConditions(savedSearchId: number, since: string): RawBuilder<SqlBool>[] {
  return [
    sql<SqlBool>`o.published_at > ${since}`,
    sql<SqlBool>`NOT EXISTS (SELECT 1 FROM search_alert_offers AS sao WHERE sao.saved_search_id = ${savedSearchId} AND sao.offer_id = o.id)`,
  ];
}

/** Records the offers a mail lists and when it was sent, in the mail's transaction. */
export async function recordSent(db: Db, savedSearchId: number, offerIds: readonly number[], at: string) {
  if (offerIds.length > 0) {
    await db
      .insertInto('search_alert_offers')
      .values(offerIds.map((offer_id) => ({ saved_search_id: savedSearchId, offer_id, sent_at: at })))
      .execute();
  }
  await db
    .updateTable('search_alerts')
    .set({ last_sent_at: at })
    .where('saved_search_id', '=', savedSearchId)
    .execute();
}
