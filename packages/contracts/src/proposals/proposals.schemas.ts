import { ZOfficeOfferDecision } from '../office/offers.schemas';
import { z } from 'zod';
import { ZCandidateListItem } from '../candidates/candidates.schemas';
import { ZOfferCard, ZOfferDetail } from '../offers/offers.schemas';
import { zBoolFlag } from '../validation/fields';
import { ZProposalKind, zId } from './offer-form.schemas';

/**
 * Company side of offers (SPEC §2 Company only, Company home, Company offer detail; §3 Process,
 * Offer card, Filter state 'misofertas'; §4 Offers; §7 Company calls). The card is the offer
 * card of the student lists plus what the company manages.
 */

/** SPEC §2 'expiring soon': expiry date within this many days from today. */
export const EXPIRING_SOON_DAYS = 7;
/** The proposals list answers at most this many, newest first. */
export const PROPOSALS_LIST_MAX = 500;

const flag = z.preprocess((v) => (v === '' ? undefined : v), zBoolFlag().optional());
const idList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
    return parts.map((x) => (typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x) : x));
  },
  z.array(zId(), { error: 'malformed' }).max(10, 'malformed').optional(),
);

/** GET dameProcesosEmpleoYpracticas query: SPEC §3 filter state 'misofertas' and §2 company filters. */
export const ZProposalListQuery = z.object({
  /** Offer state ids (see docs/states.md). Deleted offers are never listed. */
  estado: idList,
  tipo: ZProposalKind.optional(),
  /** Text in the title. */
  titulo: z.string().trim().max(100, 'malformed').optional(),
  /** Published (or created) on or after this date, YYYY-MM-DD. */
  fecha: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'malformed')
    .optional(),
  /** SPEC §2 'only with unread candidates'. */
  omitirLeidos: flag,
  /** SPEC §2 'having candidates'. */
  soloConCandidatos: flag,
  /** SPEC §2 'expiring soon': open offers whose expiry date is within EXPIRING_SOON_DAYS. */
  caducanPronto: flag,
});
export type TProposalListQuery = z.infer<typeof ZProposalListQuery>;

/** SPEC §3 offer card, as the company sees its own offers. */
export const ZProposalCard = ZOfferCard.extend({
  /** Offer state id (docs/states.md); `estado` is its label. */
  idEstado: z.number().int(),
  fechaCaducidad: z.string().nullable(),
  caducaPronto: z.boolean(),
  numCandidatos: z.number().int(),
  numCandidatosNoLeidos: z.number().int(),
  /** A proposal with a preselected candidate. */
  conCandidatoPreseleccionado: z.boolean(),
  /** null when the company may edit it, else the code an edit answers (25 or 68). */
  bloqueoEdicion: z.union([z.literal(25), z.literal(68)]).nullable(),
  puedeCerrar: z.boolean(),
  puedeEliminar: z.boolean(),
});
export type TProposalCard = z.infer<typeof ZProposalCard>;

export const ZProposalList = z.object({ procesos: z.array(ZProposalCard), numTotal: z.number().int() });
export type TProposalList = z.infer<typeof ZProposalList>;

/** GET dameNumProcesos (SPEC §3 Process): open offers, i.e. pending or published and not expired. */
export const ZProposalCounts = z.object({
  numProcesosActivosPracticas: z.number().int(),
  numProcesosActivosEmpleo: z.number().int(),
});
export type TProposalCounts = z.infer<typeof ZProposalCounts>;

/** {id}: the numeric id or the access url (slug) of the offer. */
export const ZProposalRefParams = z.object({ id: z.string().trim().min(1).max(100) });
export const ZProposalDetailQuery = z.object({
  /** SPEC §2 'unread only': list only the candidates the company has not opened yet. */
  soloNoLeidos: flag,
});

const nullableText = z.string().nullable();

/** GET dameDatosProceso/{id}: the offer with its candidates (SPEC §2 Company offer detail). */
export const ZProposalDetail = ZOfferDetail.omit({ candidatura: true }).extend({
  idEstado: z.number().int(),
  caducaPronto: z.boolean(),
  numCandidatos: z.number().int(),
  numCandidatosNoLeidos: z.number().int(),
  conCandidatoPreseleccionado: z.boolean(),
  bloqueoEdicion: z.union([z.literal(25), z.literal(68)]).nullable(),
  puedeCerrar: z.boolean(),
  puedeEliminar: z.boolean(),
  ocultarDatosEmpresa: z.boolean(),
  tutorEmpresa: z
    .object({
      nombre: nullableText,
      apellidos: nullableText,
      email: nullableText,
      telefono: nullableText,
      cargo: nullableText,
    })
    .nullable(),
  tutorUniversidad: z.object({ nombre: nullableText, email: nullableText }).nullable(),
  /** SPEC §4 closing answer: was a candidate proposed by a university office chosen? */
  candidatoUniversidadElegido: z.boolean().nullable(),
  fechaCierre: nullableText,
  /** The preselected candidate of a proposal with one. */
  candidatoPreseleccionado: z.object({ nombre: z.string(), apellidos: z.string() }).nullable(),
  candidatos: z.array(ZCandidateListItem),
  /** The office's rejection reason or return comment (issue #14 '3. Offers'). */
  decisionOficina: ZOfficeOfferDecision.nullable().default(null),
});
export type TProposalDetail = z.infer<typeof ZProposalDetail>;

/** Body of cerrarOferta, copiarOferta, copiarOfertaPerfilContrario, deleteOferta: the access url or the id. */
export const ZProposalRef = z
  .object({
    urlOferta: z.string().trim().min(1, 'required').max(100, 'malformed').optional(),
    idOferta: zId().optional(),
  })
  .refine((v) => v.urlOferta !== undefined || v.idOferta !== undefined, { message: 'required', path: ['urlOferta'] });
export type TProposalRef = z.infer<typeof ZProposalRef>;

/** cerrarOferta: SPEC §4 closing also asks whether a candidate proposed by a university office was chosen. */
export const ZCloseProposalBody = z
  .object({
    urlOferta: z.string().trim().min(1, 'required').max(100, 'malformed').optional(),
    idOferta: zId().optional(),
    candidatoUniversidadElegido: zBoolFlag(),
  })
  .refine((v) => v.urlOferta !== undefined || v.idOferta !== undefined, { message: 'required', path: ['urlOferta'] });

/** datos of copiarOferta and copiarOfertaPerfilContrario: the copy, a draft to edit (SPEC §4). */
export const ZProposalCopy = z.object({ idOferta: z.number().int(), urlAcceso: z.string(), tipo: ZProposalKind });
export const ZProposalDeleted = z.object({ idOferta: z.number().int() });

const n = z.number().nullable();
const id = z.number().int().nullable();
const ids = z.array(z.number().int());

/**
 * GET dameOfertaEditable/{id}: the stored offer in the shape addOferta takes (nulls where nothing
 * was given), so the edit page fills its form and sends it back with idOferta.
 */
export const ZOfferEditable = z.object({
  idOferta: z.number().int(),
  tipo: ZProposalKind,
  titulo: z.string(),
  descripcion: z.string(),
  tareas: nullableText,
  plazas: z.number().int(),
  experienciaRequerida: nullableText,
  experienciaDeseable: nullableText,
  horario: nullableText,
  fechaInicio: nullableText,
  fechaFin: nullableText,
  contrato: id,
  salario: n,
  otraRemuneracion: nullableText,
  ayudaEstudio: n,
  horasDia: n,
  horasSemana: n,
  horasTotales: n,
  dedicacion: n,
  diasSemana: id,
  meses: id,
  idModalidad: id,
  tipoPractica: z.enum(['curricular', 'extracurricular']).nullable(),
  idAreaFuncional: id,
  idSector: id,
  idNivelTitulacion: id,
  idTipoFormacion: id,
  idPrograma: id,
  idCentro: id,
  idPais: id,
  idProvincia: id,
  idIsla: id,
  localidad: nullableText,
  trabajoFin: z.object({ tipo: z.enum(['TFG', 'TFM']), nombre: nullableText, tutor: nullableText }).nullable(),
  tutorEmpresa: z
    .object({
      idContacto: id,
      nombre: nullableText,
      apellidos: nullableText,
      email: nullableText,
      telefono: nullableText,
      cargo: nullableText,
      titulacion: nullableText,
      departamento: nullableText,
      dni: nullableText,
    })
    .nullable(),
  tutorUniversidad: z.object({ nombre: nullableText, email: nullableText }).nullable(),
  titulaciones: z.array(z.object({ idTitulacion: z.number().int(), obligatoria: z.boolean() })),
  idiomas: z.array(z.object({ idIdioma: z.number().int(), idNivel: id, certificacion: z.boolean() })),
  programasInformaticos: ids,
  intereses: ids,
  competencias: ids,
  paisesNacionalidad: ids,
  paisesResidencia: ids,
  provinciasResidencia: ids,
  vehiculoPropio: z.boolean(),
  carnetConducir: z.boolean(),
  disponibilidadExtranjero: z.boolean(),
  disponibilidadTraslado: z.boolean(),
  edadMaxima: id,
  salarioMaximo: n,
  anioPromocionMaximo: id,
  ultimoCurso: z.boolean(),
  perfilNoUniversitario: z.boolean(),
  documentosRequeridos: ids,
  urlInscripcion: nullableText,
  urlInfo: nullableText,
  ocultarDatosEmpresa: z.boolean(),
  fechaCaducidad: nullableText,
  etiquetas: z.array(z.string()),
  /** DNI of the preselected candidate (proposals with one), for addPropuestaCandidatoPreseleccionado. */
  dniCandidato: nullableText,
});
export type TOfferEditable = z.infer<typeof ZOfferEditable>;
