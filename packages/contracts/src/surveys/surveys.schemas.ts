import { z } from 'zod';
import { zCoercedId, zId } from '../validation/ids';
import { SURVEY_MAX_LENGTHS } from '../limits';

/**
 * Surveys (informes): SPEC §2 surveys routes and the mandatory-surveys popup, §3 Survey and
 * Mandatory survey, §4 Survey flow, §7 /api/Encuestas, dameEncuestasUsuario and dameEncuestas.
 * The flow and its decisions are written up in docs/surveys.md.
 */

/** The longest answer any brand allows (SPEC §9: 256 or 6000); the brand's own cap is checked by the API. */
export const SURVEY_TEXT_ABSOLUTE_MAX = Math.max(...SURVEY_MAX_LENGTHS);

/** Anonymous survey tokens start with this prefix, so that the API tells them from session tokens. */
export const SURVEY_TOKEN_PREFIX = 'enc_';

/** `{id}` of the /api/Encuestas paths: the survey's numeric id or its urlAcceso. */
export const ZSurveyIdParams = z.object({
  id: z.string().trim().min(1, 'required').max(200, 'malformed'),
});

/** A survey card (SPEC §2 Cards: title plus a start link by access URL). */
export const ZSurveyCard = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  /** The survey's access slug: the web opens /encuestas/{urlAcceso} (with ?idPractica= when set). */
  urlAcceso: z.string(),
  /** SPEC §4: a mandatory survey blocks the candidate until answered. */
  obligatoria: z.boolean(),
  sacaOpcionAnonima: z.boolean(),
  /** The internship the survey is about (evaluations), else null. */
  idPractica: z.number().int().nullable(),
  /** Progress was saved and can be restored (SPEC §4). */
  enCurso: z.boolean(),
  /** Last day it can be answered ('YYYY-MM-DD'), or null. */
  fechaHasta: z.string().nullable(),
});
export type TSurveyCard = z.infer<typeof ZSurveyCard>;

/** GET /api/Alumno/dameEncuestasUsuario and /api/Empresa/dameEncuestas: the surveys I still have to answer. */
export const ZSurveyCardList = z.array(ZSurveyCard);

/** SPEC §3 Mandatory survey: GET /api/Alumno/dameEncuestasObligatoriasPendientes. */
export const ZMandatorySurvey = z.object({ titulo: z.string(), urlAcceso: z.string() });
export const ZMandatorySurveyList = z.array(ZMandatorySurvey);
export type TMandatorySurvey = z.infer<typeof ZMandatorySurvey>;

/** POST accesoEncuesta/{id}: the query string of the access link (e.g. 'idPractica=1&token=enc_…'). */
export const ZSurveyAccessBody = z.object({ querystringValue: z.string().max(2000, 'malformed').nullish() }).nullish();

/** SPEC §3 Survey access data, answered by accesoEncuesta. */
export const ZSurveyAccess = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  urlAcceso: z.string(),
  obligatoria: z.boolean(),
  sacaOpcionAnonima: z.boolean(),
  paraAlumnos: z.boolean(),
  paraEmpresa: z.boolean(),
  paraTutorAcademico: z.boolean(),
  idPractica: z.number().int().nullable(),
  /**
   * The anonymous survey token the access link carried (`token=` in querystringValue), when it
   * is still valid for this survey; otherwise null.
   */
  token: z.string().nullable(),
  /** True when the request already identifies who answers (session or anonymous token): the web skips the login step. */
  identificado: z.boolean(),
});
export type TSurveyAccess = z.infer<typeof ZSurveyAccess>;

export const ZSurveyQuestionType = z.enum(['single', 'multi', 'text', 'scale']);

/** One answer option; `idPreguntaDestino` is the jump target when chosen (null: the next question). */
export const ZSurveyOption = z.object({
  idRespuesta: z.number().int(),
  texto: z.string(),
  idPreguntaDestino: z.number().int().nullable(),
});

export const ZSurveyQuestion = z.object({
  idPregunta: z.number().int(),
  orden: z.number().int(),
  texto: z.string(),
  tipo: ZSurveyQuestionType,
  respuestaObligatoria: z.boolean(),
  respuestas: z.array(ZSurveyOption),
  /** SPEC §3 error flag: always false from the API; the web sets it on the questions a 40 names. */
  error: z.boolean(),
  /** The last question by order: reaching it (or a jump past the end) shows the finish button. */
  ultima: z.boolean(),
});
export type TSurveyQuestion = z.infer<typeof ZSurveyQuestion>;

/**
 * One answer of lContestaciones. Single and scale questions take one `idRespuesta`, multiple
 * choice one entry per chosen answer, text questions `texto`.
 */
export const ZSurveyAnswer = z.object({
  idPregunta: zId(),
  idRespuesta: z.number().int().nullish(),
  texto: z.string().max(SURVEY_TEXT_ABSOLUTE_MAX, 'malformed').nullish(),
});
export type TSurveyAnswer = z.infer<typeof ZSurveyAnswer>;
export const ZSurveyAnswerList = z.array(ZSurveyAnswer).max(1000, 'malformed');

/** GET /api/Encuestas/{id}: the survey to answer, with the saved progress restored. */
export const ZSurveySheet = ZSurveyAccess.omit({ token: true, identificado: true }).extend({
  /** Maximum length of a text answer: the survey's own, else the brand's (SPEC §9: 256 or 6000). */
  maxLongitudRespuesta: z.number().int(),
  preguntas: z.array(ZSurveyQuestion),
  /** Saved progress (empty when none). */
  lContestaciones: ZSurveyAnswerList,
  /** Answered through an anonymous token. */
  anonima: z.boolean(),
});
export type TSurveySheet = z.infer<typeof ZSurveySheet>;

/** `?idPractica=` picks the internship when the same evaluation is assigned for several. */
export const ZSurveySheetQuery = z.object({ idPractica: zCoercedId().optional() });

const idPractica = zId().nullish();

/** POST guardaContestacionEncuesta/{id}: the final answers. */
export const ZSurveySubmitBody = z.object({ lContestaciones: ZSurveyAnswerList, idPractica });
export type TSurveySubmitBody = z.infer<typeof ZSurveySubmitBody>;

/** POST guardaProgresoEncuesta/{id}: the answers so far, as JSON text (SPEC §7 lContestacionesJSON). */
export const ZSurveyProgressBody = z.object({
  lContestacionesJSON: z.string({ error: 'required' }).max(1_000_000, 'malformed'),
  idPractica,
});
export type TSurveyProgressBody = z.infer<typeof ZSurveyProgressBody>;

/** Answer of guardaContestacionEncuesta. */
export const ZSurveySubmitResult = z.object({ finalizada: z.literal(true), fecha: z.string() });
/** Answer of guardaProgresoEncuesta, with notice 539. */
export const ZSurveyProgressResult = z.object({ fecha: z.string() });

/** datos of error 40: the mandatory questions on the followed path left unanswered. */
export const ZSurveyUnansweredData = z.object({ preguntasSinContestar: z.array(z.number().int()) });

/** POST logaAnonimo/{id}: a token scoped to this survey (send it as the bearer of the survey calls). */
export const ZSurveyAnonymousLogin = z.object({ token: z.string(), idEncuesta: z.number().int() });
