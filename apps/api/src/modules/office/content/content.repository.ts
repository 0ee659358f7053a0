import type { Insertable, Updateable } from 'kysely';
import type { CommunicationRow, EventRow, GuideRow } from '../../../db/tables/content';
import type { DocumentKind, DocumentRow } from '../../../db/tables/documents';
import type { Db } from '../../../platform/db';

/**
 * Plain queries of the content the office publishes (issue #15 'Content'); the rules live in
 * content.service.ts. A brand's staff read their brand's items and the ones written for every
 * brand (brand_key null, the demo's).
 */

export function listCommunications(db: Db, brandKey: string) {
  return db
    .selectFrom('communications')
    .selectAll()
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .orderBy('fecha_desde', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findCommunication(db: Db, brandKey: string, id: number) {
  return db
    .selectFrom('communications')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .executeTakeFirst();
}

export type CommunicationRecord = NonNullable<Awaited<ReturnType<typeof findCommunication>>>;

export async function insertCommunication(db: Db, values: Insertable<CommunicationRow>): Promise<number> {
  const row = await db.insertInto('communications').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCommunication(db: Db, id: number, values: Updateable<CommunicationRow>) {
  await db.updateTable('communications').set(values).where('id', '=', id).execute();
}

export async function deleteCommunication(db: Db, id: number) {
  await db.deleteFrom('communications').where('id', '=', id).execute();
}

export function listEvents(db: Db, brandKey: string) {
  return db
    .selectFrom('events')
    .selectAll('events')
    .select((eb) =>
      eb
        .selectFrom('event_enrolments')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('event_enrolments.event_id', '=', 'events.id')
        .as('inscritos'),
    )
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .orderBy('fecha', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findEvent(db: Db, brandKey: string, id: number) {
  return db
    .selectFrom('events')
    .selectAll('events')
    .select((eb) =>
      eb
        .selectFrom('event_enrolments')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('event_enrolments.event_id', '=', 'events.id')
        .as('inscritos'),
    )
    .where('id', '=', id)
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .executeTakeFirst();
}

export type EventRecord = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export async function insertEvent(db: Db, values: Insertable<EventRow>): Promise<number> {
  const row = await db.insertInto('events').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateEvent(db: Db, id: number, values: Updateable<EventRow>) {
  await db.updateTable('events').set(values).where('id', '=', id).execute();
}

export async function deleteEvent(db: Db, id: number) {
  await db.deleteFrom('events').where('id', '=', id).execute();
}

/** The people of this brand enrolled in an event, first enrolled first. */
export function listEnrolments(db: Db, eventId: number, brandKey: string) {
  return db
    .selectFrom('event_enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.user_id', 'e.created_at', 'e.asistio', 'u.nombre', 'u.apellidos', 'u.email'])
    .where('e.event_id', '=', eventId)
    .where('u.brand_key', '=', brandKey)
    .orderBy('e.created_at', 'asc')
    .orderBy('e.user_id', 'asc')
    .execute();
}

export function findEnrolment(db: Db, eventId: number, userId: number, brandKey: string) {
  return db
    .selectFrom('event_enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.user_id', 'e.asistio'])
    .where('e.event_id', '=', eventId)
    .where('e.user_id', '=', userId)
    .where('u.brand_key', '=', brandKey)
    .executeTakeFirst();
}

export async function setAttendance(db: Db, eventId: number, userId: number, asistio: number) {
  await db
    .updateTable('event_enrolments')
    .set({ asistio })
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .execute();
}

export function listGuides(db: Db, brandKey: string) {
  return db
    .selectFrom('guides')
    .selectAll()
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function findGuide(db: Db, brandKey: string, id: number) {
  return db
    .selectFrom('guides')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .executeTakeFirst();
}

export type GuideRecord = NonNullable<Awaited<ReturnType<typeof findGuide>>>;

export async function nextGuideSort(db: Db): Promise<number> {
  const row = await db
    .selectFrom('guides')
    .select((eb) => eb.fn.max('sort').as('m'))
    .executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

export async function insertGuide(db: Db, values: Insertable<GuideRow>): Promise<number> {
  const row = await db.insertInto('guides').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateGuide(db: Db, id: number, values: Updateable<GuideRow>) {
  await db.updateTable('guides').set(values).where('id', '=', id).execute();
}

export async function deleteGuide(db: Db, id: number) {
  await db.deleteFrom('guides').where('id', '=', id).execute();
}

/** An uploaded content file of this brand and kind (documents row), or undefined. */
export function findContentUpload(db: Db, id: number, kind: DocumentKind, brandKey: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'nombre', 'mime'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]))
    .executeTakeFirst();
}

export async function insertContentUpload(db: Db, values: Insertable<DocumentRow>): Promise<number> {
  const row = await db.insertInto('documents').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function degreeExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('degrees').select('id').where('id', '=', id).executeTakeFirst());
}

export async function campusExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('campuses').select('id').where('id', '=', id).executeTakeFirst());
}
