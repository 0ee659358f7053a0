import crypto from 'node:crypto';
import type { TBrand } from '@portal/contracts/brand';
import {
  OFFICE_SURVEY_KINDS,
  type TOfficeSurveyData,
  type TOfficeSurveyKind,
  type TOfficeSurveyList,
  type TOfficeSurveySheet,
  type TOfficeSurveyState,
} from '@portal/contracts/office/surveys.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import { today as todayIn } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { parseOptions } from '../../surveys/survey-answers';
import { requireOffice, type OfficeActor } from '../office-access.service';
import * as repo from './surveys.repository';

/**
 * The office's survey builder (issue #15 'Survey builder'): the brand's surveys, and a survey
 * saved whole (texts, settings, questions, answers and jumps) in one transaction with its audit
 * row. Every rule is checked before anything is written, so a refused save changes nothing.
 */
export interface SurveysRequest {
  user: AuthUser;
  brand: TBrand;
  lang: 'es' | 'ca';
  requestId: string;
  ip: string;
}

const bool = (v: number | string | null) => Number(v) === 1;

export function officeActor(db: Db, req: SurveysRequest): Promise<OfficeActor> {
  return requireOffice(db, req.user, req.brand.key, 'content.manage');
}

export function stateOf(
  s: Pick<repo.OfficeSurveyRecord, 'activa' | 'fecha_desde' | 'fecha_hasta'>,
  // The brand's day (DESIGN 'one clock'): a survey open until 7 December is closed at 00:46 on the 8th in Madrid.
  today: string,
): TOfficeSurveyState {
  if (!bool(s.activa)) return 'borrador';
  if (s.fecha_hasta !== null && s.fecha_hasta < today) return 'cerrada';
  if (s.fecha_desde !== null && s.fecha_desde > today) return 'programada';
  return 'abierta';
}

export async function listSurveys(db: Db, req: SurveysRequest): Promise<TOfficeSurveyList> {
  const actor = await officeActor(db, req);
  const rows = await repo.listBrandSurveys(db, actor.brandKey);
  const today = todayIn(req.brand);
  return {
    items: rows.map((s) => ({
      idEncuesta: s.id,
      titulo: req.lang === 'ca' && s.titulo_ca ? s.titulo_ca : s.titulo,
      urlAcceso: s.url_acceso,
      estado: stateOf(s, today),
      obligatoria: bool(s.obligatoria),
      anonima: bool(s.anonima),
      fechaDesde: s.fecha_desde,
      fechaHasta: s.fecha_hasta,
      respuestas: Number(s.respuestas ?? 0),
    })),
  };
}

/** A survey of the caller's brand, or 250. */
export async function brandSurvey(db: Db, actor: OfficeActor, id: number): Promise<repo.OfficeSurveyRecord> {
  const survey = await repo.findBrandSurvey(db, id, actor.brandKey);
  if (!survey) throw new AppError(Status.OfficeSurveyNotFound);
  return survey;
}

/** An internship of the brand, in a scoped gestor's campuses (256 / 144). */
async function checkInternship(db: Db, actor: OfficeActor, id: number): Promise<void> {
  const row = await repo.internshipScope(db, id);
  if (!row || row.brand_key !== actor.brandKey) throw new AppError(Status.SurveyInternshipNotFound);
  if (actor.campusIds.length > 0 && (row.campus_id === null || !actor.campusIds.includes(Number(row.campus_id))))
    throw new AppError(Status.OutsideCampusScope);
}

interface StoredOption {
  idRespuesta: number;
  texto: string;
  texto_ca?: string;
  idPreguntaDestino?: number;
}

/** The builder's questions of a stored survey, jumps as positions. */
export async function builderQuestions(db: Db, surveyId: number): Promise<TOfficeSurveySheet['preguntas']> {
  const rows = await repo.questionsOf(db, surveyId);
  const position = new Map(rows.map((q, i) => [q.id, i]));
  return rows.map((q) => {
    const es = parseOptions(q.opciones, 'es');
    const ca = parseOptions(q.opciones, 'ca');
    return {
      idPregunta: q.id,
      tipo: q.tipo,
      texto: q.texto,
      texto_ca: q.texto_ca ?? '',
      obligatoria: bool(q.obligatoria),
      respuestas: es.map((o, i) => ({
        idRespuesta: o.idRespuesta,
        texto: o.texto,
        texto_ca: ca[i].texto !== o.texto ? ca[i].texto : '',
        destino: o.idPreguntaDestino === null ? null : (position.get(o.idPreguntaDestino) ?? null),
      })),
    };
  });
}

function isKind(tipo: string): tipo is TOfficeSurveyKind {
  return (OFFICE_SURVEY_KINDS as readonly string[]).includes(tipo);
}

/** Builder rules (issue #15): kinds, non-empty questions, forward jumps only (no loops), an audience, dates in order. */
function validate(body: TOfficeSurveyData): void {
  if (body.preguntas.length === 0) throw new AppError(Status.SurveyQuestionIncomplete);
  body.preguntas.forEach((q, i) => {
    if (!isKind(q.tipo)) throw new AppError(Status.SurveyQuestionKindInvalid, { datos: { pregunta: i } });
    if (!q.texto) throw new AppError(Status.SurveyQuestionIncomplete, { datos: { pregunta: i } });
    if (q.tipo === 'text') {
      if (q.respuestas.length > 0) throw new AppError(Status.SurveyQuestionKindInvalid, { datos: { pregunta: i } });
      return;
    }
    if (q.respuestas.length < 2 || q.respuestas.some((a) => !a.texto))
      throw new AppError(Status.SurveyQuestionIncomplete, { datos: { pregunta: i } });
  });
  body.preguntas.forEach((q, i) => {
    for (const a of q.respuestas) {
      if (a.destino === null || a.destino === undefined) continue;
      // Forward only: every path through the survey ends (SPEC §4 jumps, idPreguntaDestino).
      if (q.tipo === 'multi' || a.destino <= i || a.destino >= body.preguntas.length)
        throw new AppError(Status.SurveyJumpInvalid, { datos: { pregunta: i } });
    }
  });
  if (!body.paraAlumnos && !body.paraEmpresa && !body.paraTutorAcademico)
    throw new AppError(Status.SurveyAudienceMissing);
  if (body.fechaDesde && body.fechaHasta && body.fechaDesde > body.fechaHasta) throw new AppError(Status.WrongDates);
}

/** The shape results depend on: question ids in order, kinds, answer ids and jumps. */
function structureOf(
  questions: Array<{
    idPregunta?: number | null;
    tipo: string;
    respuestas: Array<{ idRespuesta?: number | null; destino?: number | null }>;
  }>,
): string {
  return JSON.stringify(
    questions.map((q) => [
      q.idPregunta ?? null,
      q.tipo,
      q.respuestas.map((a) => [a.idRespuesta ?? null, a.destino ?? null]),
    ]),
  );
}

function slugOf(titulo: string): string {
  const base = titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'encuesta'}-${crypto.randomBytes(3).toString('hex')}`;
}

function surveyValues(body: TOfficeSurveyData) {
  return {
    titulo: body.titulo,
    titulo_ca: body.titulo_ca || null,
    descripcion: body.descripcion || null,
    descripcion_ca: body.descripcion_ca || null,
    activa: body.activa ? 1 : 0,
    obligatoria: body.obligatoria ? 1 : 0,
    anonima: body.anonima ? 1 : 0,
    para_alumnos: body.paraAlumnos ? 1 : 0,
    para_empresa: body.paraEmpresa ? 1 : 0,
    para_tutor_academico: body.paraTutorAcademico ? 1 : 0,
    internship_id: body.idPractica ?? null,
    fecha_desde: body.fechaDesde ?? null,
    fecha_hasta: body.fechaHasta ?? null,
  };
}

/** Writes the questions: kept ones updated, new ones inserted, the rest removed; jumps resolved to ids. */
async function writeQuestions(
  trx: Db,
  surveyId: number,
  body: TOfficeSurveyData,
  existing: Set<number>,
): Promise<void> {
  const keep = body.preguntas.flatMap((q) => (q.idPregunta && existing.has(q.idPregunta) ? [q.idPregunta] : []));
  await repo.deleteQuestionsExcept(trx, surveyId, keep);
  const ids: number[] = [];
  for (const [i, q] of body.preguntas.entries()) {
    const values = {
      orden: i + 1,
      texto: q.texto,
      texto_ca: q.texto_ca || null,
      tipo: q.tipo as TOfficeSurveyKind,
      obligatoria: q.obligatoria ? 1 : 0,
    };
    if (q.idPregunta && existing.has(q.idPregunta)) {
      await repo.updateQuestion(trx, q.idPregunta, surveyId, values);
      ids.push(q.idPregunta);
    } else ids.push(await repo.insertQuestion(trx, { ...values, survey_id: surveyId, opciones: '[]' }));
  }
  // The options last: a jump names a question that may only just have been inserted.
  for (const [i, q] of body.preguntas.entries()) {
    let next = Math.max(0, ...q.respuestas.map((a) => a.idRespuesta ?? 0));
    const options: StoredOption[] = q.respuestas.map((a) => {
      const option: StoredOption = { idRespuesta: a.idRespuesta ?? ++next, texto: a.texto };
      if (a.texto_ca) option.texto_ca = a.texto_ca;
      if (a.destino !== null && a.destino !== undefined) option.idPreguntaDestino = ids[a.destino];
      return option;
    });
    await repo.updateQuestion(trx, ids[i], surveyId, { opciones: JSON.stringify(options) });
  }
}

export async function surveySheet(
  db: Db,
  survey: repo.OfficeSurveyRecord,
  baseUrl: string,
  today: string,
): Promise<TOfficeSurveySheet> {
  const [preguntas, respuestas] = await Promise.all([
    builderQuestions(db, survey.id),
    repo.countResponses(db, survey.id),
  ]);
  return {
    idEncuesta: survey.id,
    titulo: survey.titulo,
    titulo_ca: survey.titulo_ca ?? '',
    descripcion: survey.descripcion ?? '',
    descripcion_ca: survey.descripcion_ca ?? '',
    activa: bool(survey.activa),
    obligatoria: bool(survey.obligatoria),
    anonima: bool(survey.anonima),
    paraAlumnos: bool(survey.para_alumnos),
    paraEmpresa: bool(survey.para_empresa),
    paraTutorAcademico: bool(survey.para_tutor_academico),
    idPractica: survey.internship_id,
    fechaDesde: survey.fecha_desde,
    fechaHasta: survey.fecha_hasta,
    preguntas,
    urlAcceso: survey.url_acceso,
    enlace: `${baseUrl}/encuestas/${encodeURIComponent(survey.url_acceso)}`,
    estado: stateOf(survey, today),
    respuestas,
    estructuraBloqueada: respuestas > 0,
  };
}

export async function getSurvey(db: Db, req: SurveysRequest, id: number, baseUrl: string): Promise<TOfficeSurveySheet> {
  const actor = await officeActor(db, req);
  return surveySheet(db, await brandSurvey(db, actor, id), baseUrl, todayIn(req.brand));
}

/** POST /api/Gestion/encuestas: a new survey of the brand, whole, in one transaction. */
export async function createSurvey(
  db: Db,
  req: SurveysRequest,
  body: TOfficeSurveyData,
  baseUrl: string,
): Promise<TOfficeSurveySheet> {
  const actor = await officeActor(db, req);
  if (body.preguntas.some((q) => q.idPregunta || q.respuestas.some((a) => a.idRespuesta)))
    throw new AppError(Status.SurveyStructureLocked);
  validate(body);
  if (body.idPractica) await checkInternship(db, actor, body.idPractica);
  let slug = slugOf(body.titulo);
  while (await repo.slugTaken(db, slug)) slug = slugOf(body.titulo);
  const id = await db.transaction().execute(async (trx) => {
    const surveyId = await repo.insertSurvey(trx, {
      ...surveyValues(body),
      brand_key: actor.brandKey,
      url_acceso: slug,
      created_at: new Date().toISOString(),
    });
    await writeQuestions(trx, surveyId, body, new Set());
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: 'survey.create',
      objectType: 'survey',
      objectId: surveyId,
      toState: body.activa ? 'publicada' : 'borrador',
      requestId: req.requestId,
      ip: req.ip,
    });
    return surveyId;
  });
  return surveySheet(db, await brandSurvey(db, actor, id), baseUrl, todayIn(req.brand));
}

/**
 * POST /api/Gestion/encuestas/{id}/editar: the whole survey again. Once it has answers, its
 * structure (question and answer ids, order, kinds, jumps) must stay as it is (254): texts and
 * settings can change, so the stored answers keep meaning what they meant.
 */
export async function saveSurvey(
  db: Db,
  req: SurveysRequest,
  id: number,
  body: TOfficeSurveyData,
  baseUrl: string,
): Promise<TOfficeSurveySheet> {
  const actor = await officeActor(db, req);
  const survey = await brandSurvey(db, actor, id);
  validate(body);
  if (body.idPractica && body.idPractica !== survey.internship_id) await checkInternship(db, actor, body.idPractica);
  const stored = await builderQuestions(db, id);
  const existing = new Set(stored.map((q) => q.idPregunta));
  if (body.preguntas.some((q) => q.idPregunta && !existing.has(q.idPregunta)))
    throw new AppError(Status.SurveyStructureLocked);
  if ((await repo.countResponses(db, id)) > 0 && structureOf(body.preguntas) !== structureOf(stored))
    throw new AppError(Status.SurveyStructureLocked);
  await db.transaction().execute(async (trx) => {
    await repo.updateSurvey(trx, id, surveyValues(body));
    await writeQuestions(trx, id, body, existing);
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: 'survey.update',
      objectType: 'survey',
      objectId: id,
      fromState: stateOf(survey, todayIn(req.brand)),
      toState: stateOf(
        {
          activa: body.activa ? 1 : 0,
          fecha_desde: body.fechaDesde ?? null,
          fecha_hasta: body.fechaHasta ?? null,
        },
        todayIn(req.brand),
      ),
      requestId: req.requestId,
      ip: req.ip,
    });
  });
  return surveySheet(db, await brandSurvey(db, actor, id), baseUrl, todayIn(req.brand));
}
