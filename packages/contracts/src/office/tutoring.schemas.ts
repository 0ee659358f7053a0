import { z } from 'zod';
import { ZInternshipState } from '../internships/internships.schemas';
import { zCoercedId } from '../validation/ids';

/**
 * The academic tutor's pages (issue #15 'Academic tutor pages'): a tutor's own internships, the
 * internship sheet with the training plan review, follow-up notes, the documents of the student
 * and the company, the final evaluation; and the company tutor's evaluation through an e-mailed
 * link with a token and no account (public `/api/EvaluacionEmpresa/{token}`).
 */

/** The company tutor's link: valid this many days from the mail that carries it. */
export const COMPANY_EVALUATION_TOKEN_DAYS = 30;
/** While unanswered, the scheduled job mails the link again every this many days... */
export const COMPANY_EVALUATION_REMINDER_DAYS = 7;
/** ...at most this many times after the first mail. */
export const COMPANY_EVALUATION_MAX_REMINDERS = 3;

/** What both evaluations score, each from 1 to 5 (the web names them office.tutoring.criteria.<key>). */
export const EVALUATION_CRITERIA = ['aprendizaje', 'responsabilidad', 'trabajoEquipo', 'iniciativa'] as const;
export type TEvaluationCriterion = (typeof EVALUATION_CRITERIA)[number];

export const TRAINING_PLAN_STATES = ['pendiente', 'validado', 'devuelto'] as const;
export const ZTrainingPlanState = z.enum(TRAINING_PLAN_STATES);

export const ZTutoringParams = z.object({ idPractica: zCoercedId() });
export const ZTutoringDocumentParams = z.object({ idPractica: zCoercedId(), idDocumento: zCoercedId() });

export const ZTutoringListQuery = z.object({
  /** Searches the title, the student and the company. */
  q: z.string().trim().max(100, 'malformed').optional(),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  tamano: z.coerce.number().int().min(1).max(100).default(25),
});
export type TTutoringListQuery = z.infer<typeof ZTutoringListQuery>;

export const ZTutoringListItem = z.object({
  idPractica: z.number().int(),
  titulo: z.string(),
  estado: ZInternshipState,
  alumno: z.string().nullable(),
  empresa: z.string().nullable(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  planEstado: ZTrainingPlanState.nullable(),
  /** The academic tutor's final evaluation is in. */
  evaluada: z.boolean(),
});
export type TTutoringListItem = z.infer<typeof ZTutoringListItem>;

export const ZTutoringPage = z.object({
  items: z.array(ZTutoringListItem),
  total: z.number().int(),
  pagina: z.number().int(),
  tamano: z.number().int(),
});
export type TTutoringPage = z.infer<typeof ZTutoringPage>;

const score = z.number({ error: 'required' }).int('malformed').min(1, 'malformed').max(5, 'malformed');
const ZCriteria = z.object({
  aprendizaje: score,
  responsabilidad: score,
  trabajoEquipo: score,
  iniciativa: score,
}) satisfies z.ZodType<Record<TEvaluationCriterion, number>>;

export const ZEvaluationBody = z.object({
  nota: z.number({ error: 'required' }).min(0, 'malformed').max(10, 'malformed'),
  comentario: z.string().trim().max(4000, 'malformed').optional().default(''),
  criterios: ZCriteria,
});
export type TEvaluationBody = z.infer<typeof ZEvaluationBody>;

export const ZEvaluation = z.object({
  evaluador: z.enum(['academico', 'empresa']),
  nota: z.number().nullable(),
  comentario: z.string().nullable(),
  criterios: z.record(z.string(), z.number()).nullable(),
  fecha: z.string().nullable(),
  /** The company tutor's link: when it was last mailed, how many reminders, until when it is valid. */
  enviadaEl: z.string().nullable(),
  recordatorios: z.number().int(),
  caducaEl: z.string().nullable(),
});
export type TEvaluation = z.infer<typeof ZEvaluation>;

export const ZFollowUp = z.object({
  id: z.number().int(),
  fecha: z.string(),
  autor: z.string().nullable(),
  texto: z.string(),
});

export const ZTutoringDocument = z.object({
  idDocumento: z.number().int(),
  nombre: z.string(),
  /** Who uploaded it: the student or the company. */
  origen: z.enum(['alumno', 'empresa', 'universidad']),
  descripcion: z.string().nullable(),
  fecha: z.string(),
  descargable: z.boolean(),
});

export const ZTutoringSheet = ZTutoringListItem.extend({
  tipo: z.string().nullable(),
  horario: z.string().nullable(),
  horasDia: z.number().nullable(),
  horasSemana: z.number().nullable(),
  emailAlumno: z.string().nullable(),
  tutorEmpresa: z.object({
    nombre: z.string().nullable(),
    email: z.string().nullable(),
    telefono: z.string().nullable(),
  }),
  plan: z.object({
    tareas: z.string().nullable(),
    objetivos: z.string().nullable(),
    estado: ZTrainingPlanState.nullable(),
    comentario: z.string().nullable(),
    revisadoEl: z.string().nullable(),
  }),
  /** The internship has ended (finalizada, or its end date has passed): the final evaluation opens. */
  terminada: z.boolean(),
  seguimiento: z.array(ZFollowUp),
  documentos: z.array(ZTutoringDocument),
  evaluacionAcademica: ZEvaluation.nullable(),
  evaluacionEmpresa: ZEvaluation.nullable(),
});
export type TTutoringSheet = z.infer<typeof ZTutoringSheet>;

export const ZPlanReturnBody = z.object({
  comentario: z.string({ error: 'required' }).trim().min(1, 'required').max(2000, 'malformed'),
});

export const ZFollowUpBody = z.object({
  texto: z.string({ error: 'required' }).trim().min(1, 'required').max(4000, 'malformed'),
});

// --- The company tutor's evaluation, public (no account) ---

export const ZCompanyEvaluationParams = z.object({ token: z.string().min(10).max(200) });

export const ZCompanyEvaluationSummary = z.object({
  alumno: z.string(),
  titulo: z.string(),
  empresa: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  tutorEmpresa: z.string().nullable(),
  criterios: z.array(z.enum(EVALUATION_CRITERIA)),
});
export type TCompanyEvaluationSummary = z.infer<typeof ZCompanyEvaluationSummary>;
