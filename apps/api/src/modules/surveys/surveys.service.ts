import type { TBrand } from '@portal/contracts/brand';
import {
  ZSurveyAnswerList,
  type TMandatorySurvey,
  type TSurveyAccess,
  type TSurveyAnswer,
  type TSurveyCard,
  type TSurveySheet,
} from '@portal/contracts/surveys/surveys.schemas';
import { idFromText } from '@portal/contracts/validation/ids';
import { AppError } from '../../platform/app-error';
import { today } from '../../platform/clock';
import { localized, type ContentLang } from '../../platform/content-language';
import type { Db } from '../../platform/db';
import {
  anonymousContext,
  contextOf,
  contextsFor,
  hashSurveyToken,
  newSurveyToken,
  openSurvey,
  type SurveyActor,
  type SurveyBrand,
  type SurveyContext,
  type SurveyUser,
} from './survey-access';
import {
  followedPath,
  normaliseAnswers,
  parseOptions,
  toQuestion,
  unansweredMandatory,
  validateAnswers,
  type QuestionDef,
} from './survey-answers';
import * as repo from './surveys.repository';
import type { SurveyRecord } from './surveys.repository';
import { Status } from '@portal/contracts/status-names';

/** SPEC §2 Surveys, §4 Survey flow: lists, access, the sheet, progress and the final answers. */

const bool = (v: number | string) => Number(v) === 1;

function accessOf(
  s: SurveyRecord,
  idPractica: number | null,
  lang: ContentLang,
): Omit<TSurveyAccess, 'token' | 'identificado'> {
  return {
    idEncuesta: s.id,
    // issue #12 item 22: the Catalan texts on a Catalan page, the Spanish ones where none is written.
    titulo: localized(s.titulo, s.titulo_ca, lang),
    descripcion: localized(s.descripcion, s.descripcion_ca, lang),
    urlAcceso: s.url_acceso,
    obligatoria: bool(s.obligatoria),
    sacaOpcionAnonima: bool(s.anonima),
    paraAlumnos: bool(s.para_alumnos),
    paraEmpresa: bool(s.para_empresa),
    paraTutorAcademico: bool(s.para_tutor_academico),
    idPractica,
  };
}

/**
 * The surveys a signed-in user still has to answer on this brand (dameEncuestasUsuario for
 * students, dameEncuestas for companies): one card per internship an evaluation is addressed for,
 * mandatory surveys first.
 */
export async function listForUser(
  db: Db,
  brand: SurveyBrand,
  user: SurveyUser,
  lang: ContentLang = 'es',
): Promise<TSurveyCard[]> {
  // Open today in the brand's days (DESIGN 'one clock').
  const surveys = await repo.listOpenSurveys(db, brand.key, today(brand));
  const ids = surveys.map((s) => s.id);
  const [assignments, responses, parties] = await Promise.all([
    repo.assignmentsOfSurveys(db, ids),
    repo.responsesOfUser(db, user.userId, ids),
    repo.internshipParties(
      db,
      surveys.flatMap((s) => (s.internship_id === null ? [] : [s.internship_id])),
    ),
  ]);
  const partyMap = new Map(parties.map((p) => [p.id, p]));
  const cards: TSurveyCard[] = [];
  for (const s of surveys) {
    const contexts =
      contextsFor(
        s,
        user,
        assignments.filter((a) => a.survey_id === s.id),
        partyMap,
      ) ?? [];
    for (const ctx of contexts) {
      const response = responses.find((r) => r.survey_id === s.id && r.internship_id === ctx);
      if (response && bool(response.finished)) continue;
      const { idEncuesta, titulo, descripcion, urlAcceso, obligatoria, sacaOpcionAnonima } = accessOf(s, ctx, lang);
      cards.push({
        idEncuesta,
        titulo,
        descripcion,
        urlAcceso,
        obligatoria,
        sacaOpcionAnonima,
        idPractica: ctx,
        enCurso: !!response,
        fechaHasta: s.fecha_hasta,
      });
    }
  }
  return cards.sort((a, b) => Number(b.obligatoria) - Number(a.obligatoria) || a.idEncuesta - b.idEncuesta);
}

/** SPEC §3 Mandatory survey: what blocks the candidate after sign-in (the popup offers to answer or log out). */
export async function pendingMandatory(
  db: Db,
  brand: SurveyBrand,
  user: SurveyUser,
  lang: ContentLang = 'es',
): Promise<TMandatorySurvey[]> {
  const cards = await listForUser(db, brand, user, lang);
  const seen = new Set<number>();
  return cards
    .filter((c) => c.obligatoria && !seen.has(c.idEncuesta) && seen.add(c.idEncuesta))
    .map((c) => ({ titulo: c.titulo, urlAcceso: c.urlAcceso }));
}

/** Reads `idPractica` and `token` from the access link's query string. */
function parseAccessQuery(querystringValue: string | null | undefined): {
  idPractica: number | null;
  token: string | null;
} {
  const qs = new URLSearchParams((querystringValue ?? '').replace(/^\?/, ''));
  const raw = qs.get('idPractica');
  const idPractica = idFromText(raw);
  return { idPractica, token: qs.get('token') || null };
}

/**
 * POST accesoEncuesta/{id} (SPEC §4: the first step). Without a bearer it only answers what the
 * access page needs (35 when the survey cannot be answered); with one, it also checks that the
 * caller may answer it (36, 38, 39). An anonymous token carried by the link is answered back
 * while it can still be used.
 */
export async function access(
  db: Db,
  brand: SurveyBrand,
  param: string,
  actor: SurveyActor | null,
  querystringValue?: string | null,
  lang: ContentLang = 'es',
): Promise<TSurveyAccess> {
  const survey = await openSurvey(db, brand, param);
  const link = parseAccessQuery(querystringValue);
  if (actor) {
    const ctx = await contextOf(db, survey, actor, link.idPractica);
    return { ...accessOf(survey, ctx.internshipId, lang), token: null, identificado: true };
  }
  if (link.token) {
    const response = await repo.findResponseByTokenHash(db, hashSurveyToken(link.token));
    // A token of another survey in the link is ignored, like an unknown one.
    if (response && response.survey_id === survey.id) {
      const ctx = anonymousContext(survey, { kind: 'anonymous', response });
      return { ...accessOf(survey, ctx.internshipId, lang), token: link.token, identificado: true };
    }
  }
  return { ...accessOf(survey, survey.internship_id ?? link.idPractica, lang), token: null, identificado: false };
}

async function questionsOf(db: Db, surveyId: number, lang: ContentLang = 'es'): Promise<QuestionDef[]> {
  const rows = await repo.surveyQuestions(db, surveyId);
  return rows.map((q) => ({
    id: q.id,
    orden: q.orden,
    texto: localized(q.texto, q.texto_ca, lang),
    tipo: q.tipo,
    obligatoria: bool(q.obligatoria),
    opciones: parseOptions(q.opciones, lang),
  }));
}

/** SPEC §9: the survey's own maximum answer length, else the brand's (256 or 6000). */
function maxLengthOf(survey: SurveyRecord, brand: TBrand): number {
  return survey.max_length ?? brand.surveyMaxLength;
}

function storedAnswers(json: string | undefined): TSurveyAnswer[] {
  if (!json) return [];
  try {
    const parsed = ZSurveyAnswerList.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** GET /api/Encuestas/{id}: the questions, and the caller's saved progress (SPEC §4: restored). */
export async function sheet(
  db: Db,
  brand: TBrand,
  param: string,
  actor: SurveyActor,
  idPractica: number | undefined,
  lang: ContentLang,
): Promise<TSurveySheet> {
  const survey = await openSurvey(db, brand, param);
  const ctx = await contextOf(db, survey, actor, idPractica);
  const questions = await questionsOf(db, survey.id, lang);
  return {
    ...accessOf(survey, ctx.internshipId, lang),
    maxLongitudRespuesta: maxLengthOf(survey, brand),
    preguntas: questions.map((q, i) => toQuestion(q, i === questions.length - 1)),
    lContestaciones: storedAnswers(ctx.response?.respuestas),
    anonima: actor.kind === 'anonymous',
  };
}

/** SPEC §8 15 with the problems in `datos.campos`, like a schema failure. */
function checkAnswers(questions: QuestionDef[], answers: TSurveyAnswer[], maxLength: number): void {
  const problems = validateAnswers(questions, answers, maxLength);
  if (problems.length > 0)
    throw new AppError(Status.RequiredDataMissing, { datos: { campos: problems, maxLongitudRespuesta: maxLength } });
}

/** Writes the actor's response (a new row, or the saved one); 39 when it was finished meanwhile. */
async function store(db: Db, ctx: SurveyContext, answers: TSurveyAnswer[], finished: boolean): Promise<string> {
  const now = new Date().toISOString();
  const json = JSON.stringify(answers);
  await db.transaction().execute(async (trx) => {
    let responseId = ctx.response?.id;
    if (ctx.actor.kind === 'user' && responseId === undefined) {
      // Read again inside the transaction: a save from another tab may have created it.
      responseId = (await repo.findUserResponse(trx, ctx.survey.id, ctx.actor.userId, ctx.internshipId))?.id;
    }
    if (responseId === undefined) {
      const userId = ctx.actor.kind === 'user' ? ctx.actor.userId : null;
      await repo.insertResponse(trx, {
        surveyId: ctx.survey.id,
        userId,
        tokenHash: null,
        internshipId: ctx.internshipId,
        respuestas: json,
        finished,
        now,
      });
    } else if ((await repo.updateResponse(trx, responseId, json, finished, now)) === 0) {
      throw new AppError(Status.SurveyAlreadyAnswered);
    }
  });
  return now;
}

/** POST guardaProgresoEncuesta/{id} {lContestacionesJSON}: saves the answers so far (the route adds notice 539). */
export async function saveProgress(
  db: Db,
  brand: TBrand,
  param: string,
  actor: SurveyActor,
  json: string,
  idPractica?: number | null,
): Promise<{ fecha: string }> {
  const survey = await openSurvey(db, brand, param);
  const ctx = await contextOf(db, survey, actor, idPractica);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new AppError(Status.RequiredDataMissing, {
      datos: { campos: [{ campo: 'lContestacionesJSON', error: 'malformed' }] },
    });
  }
  const list = ZSurveyAnswerList.safeParse(parsed);
  if (!list.success)
    throw new AppError(Status.RequiredDataMissing, {
      datos: { campos: [{ campo: 'lContestacionesJSON', error: 'malformed' }] },
    });
  const questions = await questionsOf(db, survey.id);
  checkAnswers(questions, list.data, maxLengthOf(survey, brand));
  return { fecha: await store(db, ctx, normaliseAnswers(list.data), false) };
}

/**
 * POST guardaContestacionEncuesta/{id} {lContestaciones}: the final answers. Every mandatory
 * question on the path the answers follow must be answered (40, with the questions in
 * `datos.preguntasSinContestar`); questions a jump skipped are not required, and their answers
 * are dropped.
 */
export async function submit(
  db: Db,
  brand: TBrand,
  param: string,
  actor: SurveyActor,
  answers: TSurveyAnswer[],
  idPractica?: number | null,
): Promise<{ finalizada: true; fecha: string }> {
  const survey = await openSurvey(db, brand, param);
  const ctx = await contextOf(db, survey, actor, idPractica);
  const questions = await questionsOf(db, survey.id);
  checkAnswers(questions, answers, maxLengthOf(survey, brand));
  const missing = unansweredMandatory(questions, answers);
  if (missing.length > 0) throw new AppError(Status.QuestionsUnanswered, { datos: { preguntasSinContestar: missing } });
  const fecha = await store(db, ctx, normaliseAnswers(answers, followedPath(questions, answers)), true);
  return { finalizada: true, fecha };
}

/**
 * POST logaAnonimo/{id} (37 when the survey has no anonymous option): a random token scoped to
 * this survey; only its SHA-256 is stored, in the response row it answers into.
 */
export async function anonymousLogin(
  db: Db,
  brand: SurveyBrand,
  param: string,
): Promise<{ token: string; idEncuesta: number }> {
  const survey = await openSurvey(db, brand, param);
  if (!bool(survey.anonima)) throw new AppError(Status.AnonymousNotAllowed);
  const token = newSurveyToken();
  await repo.insertResponse(db, {
    surveyId: survey.id,
    userId: null,
    tokenHash: hashSurveyToken(token),
    internshipId: survey.internship_id,
    respuestas: '[]',
    finished: false,
    now: new Date().toISOString(),
  });
  return { token, idEncuesta: survey.id };
}

/**
 * The office's preview (issue #15): the sheet the runner shows, for a survey the office found on
 * its brand, whatever its state or audience, with no saved progress.
 */
export async function previewSheet(db: Db, brand: TBrand, surveyId: number, lang: ContentLang): Promise<TSurveySheet> {
  const survey = await repo.findSurvey(db, { id: surveyId });
  if (!survey) throw new AppError(Status.SurveyUnavailable);
  const questions = await questionsOf(db, survey.id, lang);
  return {
    ...accessOf(survey, survey.internship_id, lang),
    maxLongitudRespuesta: maxLengthOf(survey, brand),
    preguntas: questions.map((q, i) => toQuestion(q, i === questions.length - 1)),
    lContestaciones: [],
    anonima: false,
  };
}

/** The preview's final answers, checked as submit checks them (15, 40); nothing is stored. */
export async function previewAnswers(db: Db, brand: TBrand, surveyId: number, answers: TSurveyAnswer[]): Promise<void> {
  const survey = await repo.findSurvey(db, { id: surveyId });
  if (!survey) throw new AppError(Status.SurveyUnavailable);
  const questions = await questionsOf(db, survey.id);
  checkAnswers(questions, answers, maxLengthOf(survey, brand));
  const missing = unansweredMandatory(questions, answers);
  if (missing.length > 0) throw new AppError(Status.QuestionsUnanswered, { datos: { preguntasSinContestar: missing } });
}
