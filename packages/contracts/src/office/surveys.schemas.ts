import { z } from 'zod';
import { zDate } from '../validation/fields';
import { zCoercedId, zId } from '../validation/ids';

/**
 * The office's survey builder and results (issue #15 'Survey builder', SPEC §3 Survey, §2
 * Surveys, §4 mandatory survey). A survey is saved whole (texts, settings, questions and their
 * answers) in one call; a jump names its target by the target's position in `preguntas`, so a
 * survey being built needs no ids yet.
 */

/** The runner's question kinds: one choice, several choices, scale, free text. */
export const OFFICE_SURVEY_KINDS = ['single', 'multi', 'scale', 'text'] as const;
export type TOfficeSurveyKind = (typeof OFFICE_SURVEY_KINDS)[number];

/** borrador: not published; programada: published, before its opening date; abierta; cerrada: past its closing date. */
export const OFFICE_SURVEY_STATES = ['borrador', 'programada', 'abierta', 'cerrada'] as const;
export const ZOfficeSurveyState = z.enum(OFFICE_SURVEY_STATES);
export type TOfficeSurveyState = z.infer<typeof ZOfficeSurveyState>;

export const ZOfficeSurveyParams = z.object({ idEncuesta: zCoercedId() });

export const ZOfficeSurveyListItem = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  urlAcceso: z.string(),
  estado: ZOfficeSurveyState,
  obligatoria: z.boolean(),
  anonima: z.boolean(),
  fechaDesde: z.string().nullable(),
  fechaHasta: z.string().nullable(),
  /** Finished responses. */
  respuestas: z.number().int(),
});
export type TOfficeSurveyListItem = z.infer<typeof ZOfficeSurveyListItem>;
export const ZOfficeSurveyList = z.object({ items: z.array(ZOfficeSurveyListItem) });
export type TOfficeSurveyList = z.infer<typeof ZOfficeSurveyList>;

const text = (max: number) => z.string().trim().max(max, 'maxLength');

export const ZOfficeSurveyAnswerInput = z.object({
  /** The stored answer's id when editing; absent for a new answer. */
  idRespuesta: zId().nullish(),
  texto: text(500),
  texto_ca: text(500).default(''),
  /** Jump: the position (0-based) in `preguntas` of the question this answer leads to. */
  destino: z.number().int().min(0).max(999).nullish(),
});

export const ZOfficeSurveyQuestionInput = z.object({
  idPregunta: zId().nullish(),
  /** One of OFFICE_SURVEY_KINDS; anything else is refused by the service with its own code. */
  tipo: z.string().max(20, 'maxLength'),
  texto: text(1000),
  texto_ca: text(1000).default(''),
  obligatoria: z.boolean().default(false),
  respuestas: z.array(ZOfficeSurveyAnswerInput).max(50, 'maxLength').default([]),
});
export type TOfficeSurveyQuestionInput = z.infer<typeof ZOfficeSurveyQuestionInput>;

export const ZOfficeSurveyBody = z.object({
  titulo: text(200).min(1, 'required'),
  titulo_ca: text(200).default(''),
  descripcion: text(4000).default(''),
  descripcion_ca: text(4000).default(''),
  /** Published (else a draft nobody can answer). */
  activa: z.boolean().default(false),
  /** SPEC §4: blocks the portal for its audience until answered. */
  obligatoria: z.boolean().default(false),
  /** sacaOpcionAnonima. */
  anonima: z.boolean().default(false),
  paraAlumnos: z.boolean().default(false),
  paraEmpresa: z.boolean().default(false),
  paraTutorAcademico: z.boolean().default(false),
  /** The people of one internship (its student, company and academic tutor, as the flags say). */
  idPractica: zId().nullish(),
  fechaDesde: zDate().nullish(),
  fechaHasta: zDate().nullish(),
  preguntas: z.array(ZOfficeSurveyQuestionInput).max(200, 'maxLength'),
});
export type TOfficeSurveyBody = z.input<typeof ZOfficeSurveyBody>;
export type TOfficeSurveyData = z.output<typeof ZOfficeSurveyBody>;

export const ZOfficeSurveyAnswer = z.object({
  idRespuesta: z.number().int(),
  texto: z.string(),
  texto_ca: z.string(),
  destino: z.number().int().nullable(),
});
export const ZOfficeSurveyQuestion = z.object({
  idPregunta: z.number().int(),
  tipo: z.enum(OFFICE_SURVEY_KINDS),
  texto: z.string(),
  texto_ca: z.string(),
  obligatoria: z.boolean(),
  respuestas: z.array(ZOfficeSurveyAnswer),
});

/** The builder's view of a stored survey. */
export const ZOfficeSurveySheet = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  titulo_ca: z.string(),
  descripcion: z.string(),
  descripcion_ca: z.string(),
  activa: z.boolean(),
  obligatoria: z.boolean(),
  anonima: z.boolean(),
  paraAlumnos: z.boolean(),
  paraEmpresa: z.boolean(),
  paraTutorAcademico: z.boolean(),
  idPractica: z.number().int().nullable(),
  fechaDesde: z.string().nullable(),
  fechaHasta: z.string().nullable(),
  preguntas: z.array(ZOfficeSurveyQuestion),
  urlAcceso: z.string(),
  /** The access link, from the brand's configured public URL. */
  enlace: z.string(),
  estado: ZOfficeSurveyState,
  respuestas: z.number().int(),
  /** With responses, questions and answers can no longer be added, removed, reordered or change kind (texts can). */
  estructuraBloqueada: z.boolean(),
});
export type TOfficeSurveySheet = z.infer<typeof ZOfficeSurveySheet>;

/**
 * Results (issue #15): response rate over the audience, counts per answer, free-text answers.
 * For an anonymous survey nothing identifies a person: no names, no user ids, no dates.
 */
export const ZOfficeSurveyTextAnswer = z.object({
  texto: z.string(),
  /** The respondent's name: null for an anonymous survey. */
  autor: z.string().nullable(),
  /** The day it was answered (YYYY-MM-DD): null for an anonymous survey. */
  fecha: z.string().nullable(),
});
export const ZOfficeSurveyResultQuestion = z.object({
  idPregunta: z.number().int(),
  texto: z.string(),
  tipo: z.enum(OFFICE_SURVEY_KINDS),
  /** Finished responses that answered this question. */
  contestadas: z.number().int(),
  opciones: z.array(z.object({ idRespuesta: z.number().int(), texto: z.string(), total: z.number().int() })),
  textos: z.array(ZOfficeSurveyTextAnswer),
});
export const ZOfficeSurveyResults = z.object({
  idEncuesta: z.number().int(),
  titulo: z.string(),
  anonima: z.boolean(),
  /** People the survey is addressed to (assigned, or its audience now). */
  audiencia: z.number().int(),
  respuestas: z.number().int(),
  /** respuestas / audiencia, 0..1; null when the audience is empty. */
  tasa: z.number().nullable(),
  preguntas: z.array(ZOfficeSurveyResultQuestion),
});
export type TOfficeSurveyResults = z.infer<typeof ZOfficeSurveyResults>;

/** The preview's answers are checked like the runner's and never stored. */
export const ZOfficeSurveyPreviewResult = z.object({ finalizada: z.literal(true), guardada: z.literal(false) });
