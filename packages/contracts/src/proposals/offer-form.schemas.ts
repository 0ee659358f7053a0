import { z } from 'zod';
import { HOURS_WEEK_MAX, INTERNSHIP_HOURS_DAY_MAX, INTERNSHIP_HOURS_WEEK_MAX } from '../limits';
import { zId as zWholeId } from '../validation/ids';
import {
  zBoolFlag,
  zDate,
  zDaysPerWeek,
  zDecimal,
  zDedication,
  zDni,
  zEmail,
  zEnrolmentUrl,
  zHoursPerDay,
  zMonths,
  zOptional,
  zOptionalText,
  zPhone,
  zPlaces,
  zRequiredText,
  zUrl,
} from '../validation/fields';

/**
 * The offer form of the company (SPEC §3 'Offer creation payload', 'Offer form fields'; §5 rules;
 * §7 addOferta). One body creates (no idOferta) and edits (idOferta). Rules that depend on the
 * offer type (placements vs jobs) sit in `offerFormRules`; brand field rules (SPEC §1) and the
 * rules needing the database (contract list, expiry date vs today, ownership) sit in the API.
 */

/** Long free texts (description, tasks, experience). */
export const OFFER_LONG_TEXT_MAX = 4000;
export const OFFER_LABEL_MAX = 60;
export const OFFER_LABELS_MAX = 20;
export const OFFER_AGE_MIN = 16;
export const OFFER_AGE_MAX = 99;

export const ZProposalKind = z.enum(['practicas', 'empleo', 'alternancia'], {
  error: (i) => (i.input === undefined ? 'required' : 'malformed'),
});
export type TProposalKind = z.infer<typeof ZProposalKind>;

/** Placements (internships and alternance) vs jobs: SPEC §9 profile 2 vs 1. */
export function isPlacementKind(tipo: TProposalKind): boolean {
  return tipo !== 'empleo';
}

function missingOr(message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : message);
}

/** A positive whole id sent as a JSON number. */
export function zId() {
  return zWholeId(missingOr('malformed'));
}

/** Absent, null and '' read as "not given" for optional numeric fields. */
function optionalNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}

const zOptionalId = () => optionalNumber(zId());
const zIdList = (max = 50) => z.array(zId(), { error: 'malformed' }).max(max, 'malformed').optional();
const zFlag = () => zBoolFlag().optional();
const zWholeNumber = (min: number, max: number) =>
  z
    .number({ error: missingOr('malformed') })
    .int('malformed')
    .min(min, 'malformed')
    .max(max, 'malformed');

/** SPEC §3 company tutor: name, surname, email, phone, position, degree, department, DNI. */
export const ZCompanyTutor = z.object({
  /** An existing contact of the company (type 'tutor de prácticas'), if picked from the list. */
  idContacto: zOptionalId(),
  nombre: zOptionalText(),
  apellidos: zOptionalText(),
  email: zOptional(zEmail()),
  telefono: zOptional(zPhone()),
  cargo: zOptionalText(),
  titulacion: zOptionalText(),
  departamento: zOptionalText(),
  dni: zOptional(zDni()),
});

/** SPEC §3 university tutor (SPEC §5: its name is required). */
export const ZUniversityTutor = z.object({
  nombre: zOptionalText(),
  email: zOptional(zEmail()),
});

/** SPEC §3 link to a thesis (TFG/TFM): name and tutor. */
export const ZThesisLink = z.object({
  tipo: z.enum(['TFG', 'TFM'], { error: missingOr('malformed') }),
  nombre: zOptionalText(),
  tutor: zOptionalText(),
});

export const ZOfferDegreeInput = z.object({
  idTitulacion: zId(),
  /** true required, false desirable (SPEC §3 'target degrees (required or desirable)'). */
  obligatoria: zFlag(),
});

export const ZOfferLanguageInput = z.object({
  idIdioma: zId(),
  idNivel: zOptionalId(),
  /** SPEC §3 'languages with certification'. */
  certificacion: zFlag(),
});

/** The fields of the form, without the cross-field rules. */
export const ZOfferFormFields = z.object({
  /** Present when editing (SPEC §3). */
  idOferta: zOptionalId(),
  tipo: ZProposalKind,
  /** Name or post. */
  titulo: zRequiredText(),
  descripcion: zRequiredText(3, OFFER_LONG_TEXT_MAX),
  tareas: zOptionalText(OFFER_LONG_TEXT_MAX, 3),
  plazas: zPlaces(),
  experienciaRequerida: zOptionalText(OFFER_LONG_TEXT_MAX),
  experienciaDeseable: zOptionalText(OFFER_LONG_TEXT_MAX),
  horario: zRequiredText(),
  fechaInicio: zDate(),
  fechaFin: zOptional(zDate()),
  /** Contract type: tiposContratoOfertaPracticas for placements, tiposContrato for jobs; 5 carries fees. */
  contrato: zId(),
  salario: optionalNumber(zDecimal()),
  otraRemuneracion: zOptionalText(500),
  ayudaEstudio: optionalNumber(zDecimal()),
  horasDia: optionalNumber(zHoursPerDay()),
  /** Decimal; at most 35 for placements (code 102, checked in offerFormRules). */
  horasSemana: optionalNumber(zDecimal()),
  horasTotales: optionalNumber(zDecimal()),
  dedicacion: optionalNumber(zDedication()),
  diasSemana: optionalNumber(zDaysPerWeek()),
  meses: optionalNumber(zMonths()),
  idModalidad: zOptionalId(),
  tipoPractica: z.enum(['curricular', 'extracurricular'], { error: 'malformed' }).nullish(),
  idAreaFuncional: zId(),
  idSector: zOptionalId(),
  idNivelTitulacion: zOptionalId(),
  idTipoFormacion: zOptionalId(),
  idPrograma: zOptionalId(),
  /** Work centre of the company (idCentro). */
  idCentro: zOptionalId(),
  idPais: zOptionalId(),
  idProvincia: zOptionalId(),
  idIsla: zOptionalId(),
  localidad: zOptionalText(),
  trabajoFin: ZThesisLink.nullish(),
  tutorEmpresa: ZCompanyTutor.nullish(),
  tutorUniversidad: ZUniversityTutor.nullish(),
  /** SPEC §5: at least one target degree (code 57). */
  titulaciones: z.array(ZOfferDegreeInput, { error: '57' }).min(1, '57').max(100, 'malformed'),
  idiomas: z.array(ZOfferLanguageInput, { error: 'malformed' }).max(20, 'malformed').optional(),
  programasInformaticos: zIdList(),
  intereses: zIdList(),
  competencias: zIdList(),
  paisesNacionalidad: zIdList(300),
  paisesResidencia: zIdList(300),
  provinciasResidencia: zIdList(60),
  vehiculoPropio: zFlag(),
  carnetConducir: zFlag(),
  disponibilidadExtranjero: zFlag(),
  disponibilidadTraslado: zFlag(),
  edadMaxima: optionalNumber(zWholeNumber(OFFER_AGE_MIN, OFFER_AGE_MAX)),
  salarioMaximo: optionalNumber(zDecimal()),
  anioPromocionMaximo: optionalNumber(zWholeNumber(1950, 2100)),
  /** For last-year students. */
  ultimoCurso: zFlag(),
  perfilNoUniversitario: zFlag(),
  /** tiposDocumentoAlumnoPracticas ids the candidate must provide. */
  documentosRequeridos: zIdList(),
  /** External enrolment URL ('La url contiene errores'). */
  urlInscripcion: zOptional(zEnrolmentUrl()),
  /** Complementary information: a URL (uploading a file is not offered yet). */
  urlInfo: zOptional(zUrl()),
  ocultarDatosEmpresa: zFlag(),
  fechaCaducidad: zOptional(zDate()),
  etiquetas: z
    .array(zRequiredText(1, OFFER_LABEL_MAX), { error: 'malformed' })
    .max(OFFER_LABELS_MAX, 'malformed')
    .optional(),
});
export type TOfferFormFields = z.infer<typeof ZOfferFormFields>;

type Issue = { path: PropertyKey[]; message: string };

/**
 * Cross-field rules of SPEC §5, in the order the error handler should see them (the first
 * numeric message is the answer's status): 27 start before end, 102 hours a week for placements,
 * 116 over the internship hours, then the fields placements require (hours, total hours, aid, tasks, tutors, end date).
 */
export function offerFormRules(v: TOfferFormFields): Issue[] {
  const issues: Issue[] = [];
  if (v.fechaFin && v.fechaInicio >= v.fechaFin) issues.push({ path: ['fechaFin'], message: '27' });
  if (!isPlacementKind(v.tipo)) return issues;
  if (v.horasSemana !== undefined && v.horasSemana > HOURS_WEEK_MAX)
    issues.push({ path: ['horasSemana'], message: '102' });
  // SPEC §9: internships take at most 25 hours a week and 5 a day (116, issue #12 item 25). The
  // 7 a day of non-teaching periods is not a form field (SPEC §3): the office authorises it.
  else if (v.horasSemana !== undefined && v.horasSemana > INTERNSHIP_HOURS_WEEK_MAX)
    issues.push({ path: ['horasSemana'], message: '116' });
  if (v.horasDia !== undefined && v.horasDia > INTERNSHIP_HOURS_DAY_MAX)
    issues.push({ path: ['horasDia'], message: '116' });
  const required: Array<[PropertyKey[], unknown]> = [
    [['horasSemana'], v.horasSemana],
    [['horasDia'], v.horasDia],
    [['horasTotales'], v.horasTotales],
    [['ayudaEstudio'], v.ayudaEstudio],
    [['fechaFin'], v.fechaFin],
    [['tareas'], v.tareas],
    [['tutorEmpresa', 'nombre'], v.tutorEmpresa?.nombre],
    [['tutorEmpresa', 'apellidos'], v.tutorEmpresa?.apellidos],
    [['tutorEmpresa', 'email'], v.tutorEmpresa?.email],
    [['tutorEmpresa', 'titulacion'], v.tutorEmpresa?.titulacion],
    [['tutorUniversidad', 'nombre'], v.tutorUniversidad?.nombre],
  ];
  for (const [path, value] of required)
    if (value === undefined || value === null) issues.push({ path, message: 'required' });
  return issues;
}

/** POST /api/Empresa/addOferta body. */
export const ZOfferForm = ZOfferFormFields.superRefine((v, ctx) => {
  for (const issue of offerFormRules(v))
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: v });
});
export type TOfferForm = z.infer<typeof ZOfferForm>;
export type TOfferFormInput = z.input<typeof ZOfferForm>;

/**
 * Form field names a brand may make hidden or required (brand.json fields.offer, SPEC §1):
 * the top-level field names above, plus the tutors' fields flattened as tutorEmpresaDni,
 * tutorUniversidadEmail, and so on.
 */
export const OFFER_FORM_FIELDS = Object.keys(ZOfferFormFields.shape).filter((k) => k !== 'idOferta' && k !== 'tipo');

/** datos of addOferta (notice 506 or 606 on creation, 512 on edit). */
export const ZOfferSaved = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  /** SPEC §9 management fee of contract type 5 (notice 506), EUR a month; null otherwise. */
  cuotaGestion: z.object({ grado: z.number(), master: z.number() }).nullable(),
});
export type TOfferSaved = z.infer<typeof ZOfferSaved>;
