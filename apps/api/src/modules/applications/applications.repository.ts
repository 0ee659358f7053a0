import type { Db } from '../../platform/db';
import { OFFER_CARD_COLUMNS } from '../offers/offers.repository';
import { LIVE_INTERNSHIP_STATES } from '@portal/contracts/internships/internship-states';

/** Plain reads and writes of applications (candidaturas) and what the enrolment gates read. */

export async function hasOwnCv(db: Db, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('owner_user_id', '=', studentId)
    .where('kind', '=', 'cv')
    .where((eb) => eb.or([eb('storage_key', 'is not', null), eb('url', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Document types the student has uploaded anywhere in the CV (documents, private, process, CV). */
export async function selectStudentDocumentTypes(db: Db, studentId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('documents')
    .select('tipo_documento_id')
    .distinct()
    .where('owner_user_id', '=', studentId)
    .where('kind', 'in', ['cv', 'document', 'private', 'process'])
    .where('tipo_documento_id', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.tipo_documento_id as number));
}

export function selectLiveInternships(db: Db, studentId: number) {
  return db
    .selectFrom('internships')
    .select(['id', 'fecha_inicio', 'fecha_fin', 'estado'])
    .where('student_id', '=', studentId)
    .where('estado', 'in', [...LIVE_INTERNSHIP_STATES])
    .execute();
}

export function selectOfferDegreeLevels(db: Db, offerId: number) {
  return db
    .selectFrom('offer_degrees as od')
    .innerJoin('degrees as d', 'd.id', 'od.degree_id')
    .select(['d.id', 'd.level'])
    .where('od.offer_id', '=', offerId)
    .execute();
}

/** The application and its first history row; call inside a transaction (with its audit row). */
export async function insertApplication(trx: Db, offerId: number, studentId: number, at: string): Promise<number> {
  {
    const row = await trx
      .insertInto('applications')
      .values({
        offer_id: offerId,
        student_id: studentId,
        estado: 1,
        origen: 'student',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('application_history')
      .values({ application_id: row.id, estado: 1, changed_by_user_id: studentId, created_at: at })
      .execute();
    return row.id;
  }
}

export function selectOwnApplication(db: Db, offerId: number, studentId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'estado', 'id_motivo'])
    .where('offer_id', '=', offerId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
}

export async function deleteApplication(db: Db, applicationId: number, studentId: number): Promise<number> {
  // application_history rows go with it (ON DELETE CASCADE).
  const res = await db
    .deleteFrom('applications')
    .where('id', '=', applicationId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Moves an application on from `from` only (a concurrent change makes it a no-op) and writes
 * the history row; call inside a transaction (with its audit row). Answers whether it moved.
 */
export async function changeApplicationState(
  trx: Db,
  change: { applicationId: number; studentId: number; from: number; to: number; idMotivo: number | null; at: string },
): Promise<boolean> {
  {
    const res = await trx
      .updateTable('applications')
      .set({ estado: change.to, id_motivo: change.idMotivo, motivo_texto: null, updated_at: change.at })
      .where('id', '=', change.applicationId)
      .where('student_id', '=', change.studentId)
      .where('estado', '=', change.from)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('application_history')
      .values({
        application_id: change.applicationId,
        estado: change.to,
        id_motivo: change.idMotivo,
        changed_by_user_id: change.studentId,
        created_at: change.at,
      })
      .execute();
    return true;
  }
}

/** The student's applications to offers of the given types, card columns joined, latest change first. */
export function selectApplicationCards(db: Db, studentId: number, tipos: string[]) {
  return db
    .selectFrom('applications as a')
    .innerJoin('offers as o', 'o.id', 'a.offer_id')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .leftJoin('provinces as p', 'p.id', 'o.province_id')
    .leftJoin('islands as i', 'i.id', 'o.island_id')
    .select([
      'a.id as application_id',
      'a.estado as application_estado',
      'a.id_motivo',
      'a.motivo_texto',
      'a.created_at as applied_at',
      ...OFFER_CARD_COLUMNS,
    ])
    .where('a.student_id', '=', studentId)
    .where('o.tipo', 'in', tipos as Array<'practicas' | 'empleo' | 'alternancia'>)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

/** The id of the offer with that id or access url (a reference of parseOfferRef). */
export function selectOfferIdByRef(db: Db, ref: { id?: number; url?: string }) {
  return db
    .selectFrom('offers')
    .select('id')
    .$if(ref.id !== undefined, (q) => q.where('id', '=', ref.id ?? 0))
    .$if(ref.url !== undefined, (q) => q.where('url_acceso', '=', ref.url ?? ''))
    .executeTakeFirst();
}

/** The student's application to the offer with that id or access url, with the offer's profile. */
export function selectOwnApplicationByOfferRef(db: Db, studentId: number, ref: { id?: number; url?: string }) {
  return db
    .selectFrom('applications as a')
    .innerJoin('offers as o', 'o.id', 'a.offer_id')
    .select(['a.id', 'a.estado', 'o.id_perfil'])
    .where('a.student_id', '=', studentId)
    .$if(ref.id !== undefined, (q) => q.where('o.id', '=', ref.id ?? 0))
    .$if(ref.url !== undefined, (q) => q.where('o.url_acceso', '=', ref.url ?? ''))
    .executeTakeFirst();
}

/** The steps of one application (application_history), oldest first. */
export function selectApplicationHistory(db: Db, applicationId: number) {
  return db
    .selectFrom('application_history')
    .select(['estado', 'id_motivo', 'motivo_texto', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
