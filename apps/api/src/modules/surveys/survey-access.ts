import crypto from 'node:crypto';
import type { TRole } from '@portal/contracts/auth/auth.schemas';
import { SURVEY_TOKEN_PREFIX } from '@portal/contracts/surveys/surveys.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idFromText } from '@portal/contracts/validation/ids';
import { AppError } from '../../platform/app-error';
import { authenticate } from '../../platform/auth';
import { today } from '../../platform/clock';
import type { Db } from '../../platform/db';
import * as repo from './surveys.repository';
import type { AssignmentRecord, InternshipParties, ResponseRecord, SurveyRecord } from './surveys.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * Who may answer a survey, and for which internship (SPEC §2 Surveys, §3 access data, §8 codes
 * 35-39). See docs/surveys.md for the decisions.
 */

/** A signed-in user (session token), or the holder of an anonymous token of one survey. */
export type SurveyActor =
  | { kind: 'user'; userId: number; role: TRole; companyId: number | null }
  | { kind: 'anonymous'; response: ResponseRecord };

export type SurveyUser = Extract<SurveyActor, { kind: 'user' }>;

/** Where the actor's answers go: the internship they are about and the saved response, if any. */
export interface SurveyContext {
  survey: SurveyRecord;
  actor: SurveyActor;
  internshipId: number | null;
  response: ResponseRecord | null;
}

function sessionLost(): AppError {
  return new AppError(Status.SessionExpired);
}

/** Anonymous tokens are stored hashed: a leaked database does not let anyone resume an answer. */
export function hashSurveyToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newSurveyToken(): string {
  return `${SURVEY_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
}

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

const anyPortalUser = authenticate(['student', 'company', 'staff']);

/**
 * The bearer of a survey call: an anonymous survey token (`enc_…`), or a session token checked
 * exactly like every other call (HTTP 401 status 2 when invalid). Without a bearer: null when
 * optional, else 401/2.
 */
export async function identifyActor(
  request: FastifyRequest,
  reply: FastifyReply,
  required: boolean,
): Promise<SurveyActor | null> {
  const bearer = bearerOf(request);
  if (!bearer) {
    if (required) throw sessionLost();
    return null;
  }
  if (bearer.startsWith(SURVEY_TOKEN_PREFIX)) {
    const response = await repo.findResponseByTokenHash(request.server.db, hashSurveyToken(bearer));
    if (!response) throw sessionLost();
    return { kind: 'anonymous', response };
  }
  await anyPortalUser.call(request.server, request, reply);
  const u = request.user;
  return { kind: 'user', userId: u.userId, role: u.role, companyId: u.companyId };
}

/** The bearer of a call that needs one: 401/2 without it. */
export async function requireActor(request: FastifyRequest, reply: FastifyReply): Promise<SurveyActor> {
  const actor = await identifyActor(request, reply, true);
  if (!actor) throw sessionLost();
  return actor;
}

/** The brand a survey is answered on: its key, and the time zone its answering window is read in. */
export type SurveyBrand = { key: string; timeZone?: string };

/** SPEC §8 35: missing, inactive, of another brand, or outside its answering window. */
export function isOpen(s: SurveyRecord, brandKey: string, today: string): boolean {
  return (
    Number(s.activa) === 1 &&
    (s.brand_key === null || s.brand_key === brandKey) &&
    (s.fecha_desde === null || s.fecha_desde <= today) &&
    (s.fecha_hasta === null || s.fecha_hasta >= today)
  );
}

/** `{id}` is the survey's id or its urlAcceso; a survey that cannot be answered answers 35. */
export async function openSurvey(db: Db, brand: SurveyBrand, param: string): Promise<SurveyRecord> {
  // Digits past the id range read as a slug, which no survey has (issue #12 item 2).
  const id = idFromText(param);
  const ref: repo.SurveyRef = id !== null ? { id } : { slug: param };
  const survey = await repo.findSurvey(db, ref);
  // The window (fecha_desde..fecha_hasta) is in the brand's days (DESIGN 'one clock'), not UTC's.
  if (!survey || !isOpen(survey, brand.key, today(brand))) throw new AppError(Status.SurveyUnavailable);
  return survey;
}

/** SPEC §3 audiences: students, companies, academic tutors (university staff accounts). */
export function roleAllowed(s: SurveyRecord, role: TRole): boolean {
  const flag = role === 'student' ? s.para_alumnos : role === 'company' ? s.para_empresa : s.para_tutor_academico;
  return Number(flag) === 1;
}

function isParty(user: SurveyUser, p: InternshipParties | undefined): boolean {
  if (!p) return false;
  if (user.role === 'student') return p.student_id === user.userId;
  if (user.role === 'company') return p.company_id === user.companyId;
  return true;
}

/**
 * The internships (null: none) the survey addresses this user for, or null when the user is not
 * in its target. A survey with assignments goes only to the assigned users (one context per
 * assignment); without any, to everyone its audience flags allow, and a survey tied to an
 * internship only to that internship's student or company. Surveys for new people only
 * (solo_nuevos) address no signed-in user.
 */
export function contextsFor(
  s: SurveyRecord,
  user: SurveyUser,
  surveyAssignments: AssignmentRecord[],
  parties: Map<number, InternshipParties>,
): Array<number | null> | null {
  if (Number(s.solo_nuevos) === 1 || !roleAllowed(s, user.role)) return null;
  if (surveyAssignments.length > 0) {
    const mine = surveyAssignments
      .filter((a) => a.user_id === user.userId)
      .map((a) => a.internship_id ?? s.internship_id);
    return mine.length > 0 ? [...new Set(mine)] : null;
  }
  if (s.internship_id !== null && !isParty(user, parties.get(s.internship_id))) return null;
  return [s.internship_id];
}

async function partiesOf(db: Db, ids: Array<number | null>): Promise<Map<number, InternshipParties>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  return new Map((await repo.internshipParties(db, wanted)).map((p) => [p.id, p]));
}

/**
 * A signed-in user's context: 36 for a survey meant for new people only, 38 out of its target (or
 * an idPractica it is not addressed for), 39 already answered.
 */
export async function userContext(
  db: Db,
  survey: SurveyRecord,
  user: SurveyUser,
  idPractica?: number | null,
): Promise<SurveyContext> {
  if (Number(survey.solo_nuevos) === 1) throw new AppError(Status.SurveyNotForRegisteredUsers);
  const assignments = await repo.assignmentsOfSurveys(db, [survey.id]);
  const contexts = contextsFor(survey, user, assignments, await partiesOf(db, [survey.internship_id]));
  if (!contexts) throw new AppError(Status.SurveyNotForYou);
  const responses = await repo.responsesOfUser(db, user.userId, [survey.id]);
  const responseFor = (ctx: number | null) => responses.find((r) => r.internship_id === ctx) ?? null;
  let internshipId: number | null;
  if (idPractica !== undefined && idPractica !== null) {
    if (!contexts.includes(idPractica)) throw new AppError(Status.SurveyNotForYou);
    internshipId = idPractica;
  } else {
    // The first context still to answer (an evaluation may be assigned for several internships).
    internshipId = contexts.find((ctx) => Number(responseFor(ctx)?.finished ?? 0) !== 1) ?? contexts[0];
  }
  const response = responseFor(internshipId);
  if (response && Number(response.finished) === 1) throw new AppError(Status.SurveyAlreadyAnswered);
  return { survey, actor: user, internshipId, response };
}

/** An anonymous token works for its own survey only (else 401/2), while the survey stays anonymous (37) and unanswered (39). */
export function anonymousContext(
  survey: SurveyRecord,
  actor: Extract<SurveyActor, { kind: 'anonymous' }>,
): SurveyContext {
  if (actor.response.survey_id !== survey.id) throw sessionLost();
  if (Number(survey.anonima) !== 1) throw new AppError(Status.AnonymousNotAllowed);
  if (Number(actor.response.finished) === 1) throw new AppError(Status.SurveyAlreadyAnswered);
  return { survey, actor, internshipId: actor.response.internship_id, response: actor.response };
}

export function contextOf(
  db: Db,
  survey: SurveyRecord,
  actor: SurveyActor,
  idPractica?: number | null,
): Promise<SurveyContext> {
  return actor.kind === 'anonymous'
    ? Promise.resolve(anonymousContext(survey, actor))
    : userContext(db, survey, actor, idPractica);
}
