import { z } from 'zod';
import { zCoercedId, zId } from '../validation/ids';

/**
 * A company's candidates (SPEC §2 Company offer detail 'candidate detail with state change and
 * rejection reason', /ver-cv/{id}; §3 Rejection reason; §4 Candidature; §7 dameCandidato,
 * cambiaEstadoCandidatura). States and transitions: proposals/states.ts, docs/states.md.
 */

const nullableText = z.string().nullable();

/** One candidate in the offer detail list. */
export const ZCandidateListItem = z.object({
  idCandidatura: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  idEstado: z.number().int(),
  estado: z.string(),
  /** Enrolment date, ISO-8601 UTC. */
  fecha: z.string(),
  /** The company has opened this candidate. */
  leida: z.boolean(),
  /** 'student' enrolled, 'university' proposed by a university office, 'preselected' by the company. */
  origen: z.string(),
});
export type TCandidateListItem = z.infer<typeof ZCandidateListItem>;

export const ZCandidateParams = z.object({ id: zCoercedId('malformed') });

export const ZStateOption = z.object({ id: z.number().int(), descripcion: z.string() });
/** SPEC §3 Rejection reason. */
export const ZRejectionReason = z.object({
  idMotivo: z.number().int(),
  idEstado: z.number().int(),
  idPerfil: z.number().int().nullable(),
  descripcion: z.string(),
});

export const ZCandidateHistoryEntry = z.object({
  idEstado: z.number().int(),
  estado: z.string(),
  idMotivo: z.number().int().nullable(),
  motivo: nullableText,
  fecha: z.string(),
});

/** GET dameCandidato/{idCandidatura}. Opening it marks the candidate read. */
export const ZCandidateDetail = z.object({
  idCandidatura: z.number().int(),
  idOferta: z.number().int(),
  urlOferta: z.string(),
  tituloOferta: z.string(),
  idPerfil: z.number().int(),
  idEstado: z.number().int(),
  estado: z.string(),
  idMotivo: z.number().int().nullable(),
  /** The reason's description, or the free text given with it. */
  motivo: nullableText,
  fecha: z.string(),
  leida: z.boolean(),
  origen: z.string(),
  alumno: z.object({
    nombre: z.string(),
    apellidos: z.string(),
    email: nullableText,
    telefono: nullableText,
    localidad: nullableText,
    provincia: nullableText,
    presentacion: nullableText,
    titulaciones: z.array(z.object({ titulo: z.string(), centro: nullableText, finalizada: z.boolean() })),
  }),
  historial: z.array(ZCandidateHistoryEntry),
  /** States the company may move the candidate to now (empty when none). */
  estadosPosibles: z.array(ZStateOption),
  /** Reasons to choose from when moving to state 17 (filtered by state 17 and the offer's profile). */
  motivosRechazo: z.array(ZRejectionReason),
});
export type TCandidateDetail = z.infer<typeof ZCandidateDetail>;

/** POST cambiaEstadoCandidatura. */
export const ZChangeCandidateStateBody = z.object({
  idCandidatura: zId((i) => (i.input === undefined ? 'required' : 'malformed')),
  idEstado: zId((i) => (i.input === undefined ? 'required' : 'malformed')),
  /** SPEC §5 'Rejection requires choosing a reason' (state 17). */
  idMotivo: zId('malformed').nullish(),
  /** Optional words for the student with the reason. */
  motivo: z.string({ error: 'malformed' }).trim().max(1000, 'malformed').nullish(),
});
export type TChangeCandidateStateBody = z.infer<typeof ZChangeCandidateStateBody>;

// ---- The candidate's CV as a company reads it (/ver-cv/{idCandidatura}) ----

const ZCvStudy = z.object({
  id: z.number().int(),
  titulo: z.string(),
  centro: nullableText,
  deLaUniversidad: z.boolean(),
  nota: z.number().nullable(),
  fechaInicio: nullableText,
  fechaFin: nullableText,
  finalizado: z.boolean(),
  curso: z.number().int().nullable(),
});
const ZCvExperience = z.object({
  id: z.number().int(),
  empresa: z.string(),
  puesto: z.string(),
  fechaInicio: nullableText,
  fechaFin: nullableText,
  actual: z.boolean(),
  descripcion: nullableText,
  localidad: nullableText,
});
const ZCvLanguage = z.object({ idioma: z.string(), nivel: z.string(), certificado: nullableText });
const ZCvItem = z.object({ id: z.number().int(), descripcion: z.string() });
const ZCvDocument = z.object({
  id: z.number().int(),
  nombre: z.string(),
  extension: z.string(),
  fecha: z.string(),
  url: nullableText,
});

/**
 * GET dameCvCandidato/{idCandidatura}: SPEC §2 student CV sections, read-only, without the
 * private documents and without identity or bank data.
 */
export const ZCandidateCv = z.object({
  idCandidatura: z.number().int(),
  personales: z.object({
    nombre: z.string(),
    apellido1: nullableText,
    apellido2: nullableText,
    email: nullableText,
    telefono1: nullableText,
    telefono2: nullableText,
    localidad: nullableText,
    provincia: nullableText,
    fechaNacimiento: nullableText,
    carnetConducir: z.boolean(),
    vehiculoPropio: z.boolean(),
  }),
  academicos: z.array(ZCvStudy),
  profesional: z.array(ZCvExperience),
  idiomas: z.array(ZCvLanguage),
  interes: z.object({
    programasInformaticos: z.array(ZCvItem),
    competencias: z.array(ZCvItem),
    intereses: z.array(ZCvItem),
  }),
  documentos: z.array(ZCvDocument),
  urlCV: nullableText,
  tienePermisoTrabajo: z.boolean(),
  urlImagenPerfil: nullableText,
  presentacion: nullableText,
  enlacePortfolio: nullableText,
});
export type TCandidateCv = z.infer<typeof ZCandidateCv>;
