import type { Db } from '../../platform/db';

/**
 * The reads of the event enrolments' and the survey answers' exports (issue #17 'Exports',
 * continued): the same where clause as their office lists (content.repository listEnrolments,
 * surveys.repository finishedResponses), read in keyset pages so memory does not grow with the rows.
 */

/** The enrolments of a brand's people in one event, as the list shows them. */
const enrolmentsWhere = (db: Db, eventId: number, brandKey: string) =>
  db
    .selectFrom('event_enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .where('e.event_id', '=', eventId)
    .where('u.brand_key', '=', brandKey);

export function enrolmentsPage(db: Db, eventId: number, brandKey: string, afterUserId: number, limit: number) {
  return enrolmentsWhere(db, eventId, brandKey)
    .select(['e.user_id as id', 'e.created_at', 'e.asistio', 'u.nombre', 'u.apellidos', 'u.email'])
    .where('e.user_id', '>', afterUserId)
    .orderBy('e.user_id')
    .limit(limit)
    .execute();
}

export async function enrolmentsCount(db: Db, eventId: number, brandKey: string): Promise<number> {
  const row = await enrolmentsWhere(db, eventId, brandKey)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The finished responses of a survey (those its results count); the name only where the caller may show it. */
const responsesWhere = (db: Db, surveyId: number) =>
  db.selectFrom('survey_responses as r').where('r.survey_id', '=', surveyId).where('r.finished', '=', 1);

export function responsesPage(db: Db, surveyId: number, afterId: number, limit: number) {
  return responsesWhere(db, surveyId)
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.respuestas', 'r.updated_at', 'u.nombre', 'u.apellidos'])
    .where('r.id', '>', afterId)
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export async function responsesCount(db: Db, surveyId: number): Promise<number> {
  const row = await responsesWhere(db, surveyId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
