import { z } from 'zod';

/**
 * The office's figures (issue #17 'Office dashboard of figures'): GET /api/Gestion/informes/{area}
 * with one shared filter. Every number is an SQL aggregate on the server; the web draws each
 * figure as a chart with a table of the same numbers.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: '2026-13-45' matches the pattern but is no date. */
const zDay = () => z.string().refine((v) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'malformed');
const optionalId = z.coerce.number().int().min(1).max(2_147_483_647).optional();

export const ZReportQuery = z.object({
  /** First day of the period (inclusive), 'YYYY-MM-DD'. */
  desde: zDay().optional(),
  /** Last day of the period (inclusive), 'YYYY-MM-DD'. */
  hasta: zDay().optional(),
  /** Campus of the students counted (a scoped gestor: one of theirs). */
  sede: optionalId,
  /** Degree of the students, offers and internships counted. */
  titulacion: optionalId,
});
export type TReportQuery = z.infer<typeof ZReportQuery>;

export const REPORT_AREAS = ['convenios', 'ofertas', 'estudiantes', 'encuestas', 'oficina'] as const;
export type TReportArea = (typeof REPORT_AREAS)[number];

/** One bar / slice: a key (a state, a band, or an id), the names when it is a catalogue item, and its count. */
export const ZReportBucket = z.object({
  clave: z.string(),
  nombreEs: z.string().nullable(),
  nombreCa: z.string().nullable(),
  total: z.number().int(),
});
export type TReportBucket = z.infer<typeof ZReportBucket>;

/** A median in days (one decimal) and how many items it was computed over. */
export const ZReportMedian = z.object({
  dias: z.number().nullable(),
  muestras: z.number().int(),
});
export type TReportMedian = z.infer<typeof ZReportMedian>;

export const AGREEMENT_AGE_BANDS = ['0-7', '8-30', '31-90', '90+'] as const;
export const AGREEMENT_PARTIES = ['empresa', 'oficina', 'secretaria'] as const;

export const ZAgreementReport = z.object({
  porEstado: z.array(ZReportBucket),
  /** Days since the request of the agreements still waiting (not Formalizado nor Caducado). */
  antiguedad: z.array(ZReportBucket),
  medianaSolicitudFormalizado: ZReportMedian,
  caducanEn30Dias: z.number().int(),
  /** Who each waiting agreement waits on. */
  esperandoA: z.array(ZReportBucket),
});
export type TAgreementReport = z.infer<typeof ZAgreementReport>;

export const APPLICATION_COUNT_BANDS = ['0', '1', '2-5', '6-10', '11+'] as const;

export const ZOfferMonth = z.object({
  mes: z.string(),
  practicas: z.number().int(),
  empleo: z.number().int(),
  alternancia: z.number().int(),
});

export const ZOfferReport = z.object({
  publicadasPorMes: z.array(ZOfferMonth),
  porSector: z.array(ZReportBucket),
  porTitulacion: z.array(ZReportBucket),
  /** Published offers by how many applications they received. */
  candidaturasPorOferta: z.array(ZReportBucket),
  /** Published more than 14 days ago and no application yet. */
  sinCandidaturas14Dias: z.number().int(),
  medianaPrimerCambio: ZReportMedian,
  medianaCubierta: ZReportMedian,
});
export type TOfferReport = z.infer<typeof ZOfferReport>;

export const ZPlacementRow = z.object({
  idTitulacion: z.number().int(),
  nombreEs: z.string(),
  nombreCa: z.string(),
  elegibles: z.number().int(),
  colocados: z.number().int(),
  /** colocados / elegibles, 0..1 with three decimals. */
  tasa: z.number(),
});

export const ZStudentReport = z.object({
  colocacion: z.array(ZPlacementRow),
  /** The ten companies hosting the most internships. */
  empresasAnfitrionas: z.array(ZReportBucket),
  /** Students with an internship whose work centre (else company) is outside Spain. */
  enElExtranjero: z.number().int(),
});
export type TStudentReport = z.infer<typeof ZStudentReport>;

export const SURVEY_AUDIENCES = ['alumnos', 'empresas', 'tutores'] as const;

export const ZSurveyRateRow = z.object({
  idEncuesta: z.number().int(),
  tituloEs: z.string(),
  tituloCa: z.string().nullable(),
  audiencia: z.enum(SURVEY_AUDIENCES),
  destinatarios: z.number().int(),
  respuestas: z.number().int(),
  tasa: z.number(),
});

export const ZSurveyReport = z.object({ encuestas: z.array(ZSurveyRateRow) });
export type TSurveyReport = z.infer<typeof ZSurveyReport>;

export const VALIDATION_KINDS = ['empresas', 'ofertas', 'convenios', 'solicitudes', 'planes'] as const;
export const OFFICE_QUEUES = ['empresas', 'ofertas', 'practicas', 'cambio', 'educacion', 'baja'] as const;

export const ZValidationWeek = z.object({
  /** Monday of the week, 'YYYY-MM-DD'. */
  semana: z.string(),
  empresas: z.number().int(),
  ofertas: z.number().int(),
  convenios: z.number().int(),
  solicitudes: z.number().int(),
  planes: z.number().int(),
});

export const ZOfficeWorkReport = z.object({
  validadosPorSemana: z.array(ZValidationWeek),
  /** Median days from arrival to the office's decision, per queue. */
  tiempoEnCola: z.array(ZReportMedian.extend({ cola: z.enum(OFFICE_QUEUES) })),
});
export type TOfficeWorkReport = z.infer<typeof ZOfficeWorkReport>;
