import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { OfferRow, OfferTagKind } from '../../db/tables/offers';

/** Plain Kysely queries of the company's offers; no rules here (DESIGN convention 1). */
type Q = Kysely<Database>;

export type OfferRecord = Selectable<OfferRow>;

/** How an offer is named in a call: its id or its access url. */
export type OfferRef = { id: number } | { url: string };

/** One offer of one company (deleted offers do not exist for anyone). */
export function findCompanyOffer(db: Q, companyId: number, ref: OfferRef) {
  let q = db.selectFrom('offers').selectAll().where('company_id', '=', companyId).where('estado', '!=', 'eliminada');
  q = 'id' in ref ? q.where('id', '=', ref.id) : q.where('url_acceso', '=', ref.url);
  return q.executeTakeFirst();
}

/** The company's offers with what a card shows (company, province, island) and candidate counts. */
export function listCompanyOffers(db: Q, companyId: number, opts: { limit: number; offerId?: number }) {
  let q = db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .leftJoin('provinces as p', 'p.id', 'o.province_id')
    .leftJoin('islands as i', 'i.id', 'o.island_id')
    .selectAll('o')
    .select([
      'c.nombre as company_nombre',
      'c.nombre_comercial as company_comercial',
      'c.web as company_web',
      'c.descripcion as company_descripcion',
      'p.name_es as province_es',
      'p.name_ca as province_ca',
      'i.name as island_name',
      'i.name_ca as island_name_ca',
    ])
    .select((eb) => [
      eb
        .selectFrom('applications as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.offer_id', '=', 'o.id')
        .as('num_candidatos'),
      eb
        .selectFrom('applications as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.offer_id', '=', 'o.id')
        .where('a.leida_empresa', '=', 0)
        .as('num_no_leidos'),
    ])
    .where('o.company_id', '=', companyId)
    .where('o.estado', '!=', 'eliminada');
  if (opts.offerId !== undefined) q = q.where('o.id', '=', opts.offerId);
  return q.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(opts.limit).execute();
}
export type OfferListRecord = Awaited<ReturnType<typeof listCompanyOffers>>[number];

export function offerDegrees(db: Q, offerId: number) {
  return db
    .selectFrom('offer_degrees as od')
    .innerJoin('degrees as d', 'd.id', 'od.degree_id')
    .select(['od.degree_id', 'od.required', 'd.name_es', 'd.name_ca'])
    .where('od.offer_id', '=', offerId)
    .orderBy('od.required', 'desc')
    .orderBy('od.degree_id')
    .execute();
}

export function offerLanguages(db: Q, offerId: number) {
  return db
    .selectFrom('offer_languages')
    .select(['language_id', 'level_id', 'certification'])
    .where('offer_id', '=', offerId)
    .orderBy('language_id')
    .execute();
}

export async function offerLabels(db: Q, offerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('offer_labels')
    .select('label')
    .where('offer_id', '=', offerId)
    .orderBy('label')
    .execute();
  return rows.map((r) => r.label);
}

/** The candidates of an offer, newest first, with the student's name. */
/** The candidates of one offer (the list's where clause, also used by its export, issue #17 'Exports'). */
export function offerCandidatesQuery(db: Q, offerId: number, onlyUnread: boolean) {
  const q = db
    .selectFrom('applications as a')
    .innerJoin('users as u', 'u.id', 'a.student_id')
    .where('a.offer_id', '=', offerId);
  return onlyUnread ? q.where('a.leida_empresa', '=', 0) : q;
}

export function offerCandidates(db: Q, offerId: number, onlyUnread: boolean) {
  return offerCandidatesQuery(db, offerId, onlyUnread)
    .select(['a.id', 'a.estado', 'a.leida_empresa', 'a.origen', 'a.created_at', 'u.nombre', 'u.apellidos'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export function studentName(db: Q, studentId: number) {
  return db.selectFrom('users').select(['nombre', 'apellidos']).where('id', '=', studentId).executeTakeFirst();
}

export function findCompany(db: Q, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'iban', 'validated', 'blocked'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

export function findWorkCentre(db: Q, companyId: number, centreId: number) {
  return db
    .selectFrom('work_centres')
    .select(['id', 'province_id', 'localidad', 'country_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', centreId)
    .executeTakeFirst();
}

export function findCompanyContact(db: Q, companyId: number, contactId: number) {
  return db
    .selectFrom('company_contacts')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', contactId)
    .executeTakeFirst();
}

export async function insertOffer(db: Q, values: Insertable<OfferRow>): Promise<number> {
  const row = await db.insertInto('offers').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateOffer(db: Q, offerId: number, values: Updateable<OfferRow>): Promise<void> {
  await db.updateTable('offers').set(values).where('id', '=', offerId).execute();
}

export interface OfferChildren {
  degrees: Array<{ degree_id: number; required: number }>;
  languages: Array<{ language_id: number; level_id: number | null; certification: number }>;
  labels: string[];
  tags: Array<{ kind: OfferTagKind; item_id: number }>;
}

export async function readChildren(db: Q, offerId: number): Promise<OfferChildren> {
  const [degrees, languages, labels, tags] = await Promise.all([
    db.selectFrom('offer_degrees').select(['degree_id', 'required']).where('offer_id', '=', offerId).execute(),
    db
      .selectFrom('offer_languages')
      .select(['language_id', 'level_id', 'certification'])
      .where('offer_id', '=', offerId)
      .execute(),
    offerLabels(db, offerId),
    db.selectFrom('offer_tags').select(['kind', 'item_id']).where('offer_id', '=', offerId).execute(),
  ]);
  return { degrees, languages, labels, tags };
}

/** Replaces the degrees, languages, labels and tags of an offer (inside the caller's transaction). */
export async function replaceChildren(db: Q, offerId: number, children: OfferChildren): Promise<void> {
  await db.deleteFrom('offer_degrees').where('offer_id', '=', offerId).execute();
  await db.deleteFrom('offer_languages').where('offer_id', '=', offerId).execute();
  await db.deleteFrom('offer_labels').where('offer_id', '=', offerId).execute();
  await db.deleteFrom('offer_tags').where('offer_id', '=', offerId).execute();
  if (children.degrees.length)
    await db
      .insertInto('offer_degrees')
      .values(children.degrees.map((d) => ({ offer_id: offerId, ...d })))
      .execute();
  if (children.languages.length)
    await db
      .insertInto('offer_languages')
      .values(children.languages.map((l) => ({ offer_id: offerId, ...l })))
      .execute();
  if (children.labels.length)
    await db
      .insertInto('offer_labels')
      .values(children.labels.map((label) => ({ offer_id: offerId, label })))
      .execute();
  if (children.tags.length)
    await db
      .insertInto('offer_tags')
      .values(children.tags.map((t) => ({ offer_id: offerId, ...t })))
      .execute();
}

/** Candidatures of an offer with the fields a state change needs. */
export function candidaturesOfOffer(db: Q, offerId: number) {
  return db.selectFrom('applications').select(['id', 'student_id', 'estado']).where('offer_id', '=', offerId).execute();
}

/** Offers of a company that have a preselected candidate, newest first. */
export function listPreselectedOffers(db: Q, companyId: number) {
  return db
    .selectFrom('offers as o')
    .leftJoin('users as u', 'u.id', 'o.preselected_student_id')
    .select([
      'o.id',
      'o.url_acceso',
      'o.titulo',
      'o.estado',
      'o.fecha_caducidad',
      'o.fecha_inicio',
      'o.fecha_fin',
      'o.gestor_user_id',
      'o.created_at',
      'u.nombre',
      'u.apellidos',
    ])
    .where('o.company_id', '=', companyId)
    .where('o.estado', '!=', 'eliminada')
    .where('o.preselected_student_id', 'is not', null)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

export function findStudentByDni(db: Q, dni: string) {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 's.dni', 'u.nombre', 'u.apellidos', 'u.status'])
    .where('s.dni', '=', dni)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
}

export function findStudentDni(db: Q, studentId: number) {
  return db.selectFrom('students').select('dni').where('user_id', '=', studentId).executeTakeFirst();
}

/** Moves a candidature to a state set by the system (not a company reason) and writes the history line. */
export async function moveCandidature(
  db: Q,
  applicationId: number,
  estado: number,
  byUserId: number,
  at: string,
): Promise<void> {
  await db.updateTable('applications').set({ estado, updated_at: at }).where('id', '=', applicationId).execute();
  await db
    .insertInto('application_history')
    .values({ application_id: applicationId, estado, changed_by_user_id: byUserId, created_at: at })
    .execute();
}
