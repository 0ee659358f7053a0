import { z } from 'zod';
import { zCoercedId } from '../validation/ids';
import { ZOfferCard, ZRequiredDocument } from '../offers/offers.schemas';

/**
 * Applications (candidaturas) of the signed-in student: enrolment with its gates, unenrolment and
 * the pre-enrolment reply (SPEC §4 Candidature, Pre-enrolment; §6 Students need; §7).
 */

/** The offer an action is about: its access url (SPEC §7 `urlOferta`) or its numeric id. */
export const ZOfferRefBody = z
  .object({
    urlOferta: z.string().trim().min(1, 'required').max(100, 'malformed').optional(),
    idOferta: zCoercedId().optional(),
  })
  .refine((b) => b.urlOferta !== undefined || b.idOferta !== undefined, { message: 'required', path: ['urlOferta'] });
export type TOfferRefBody = z.infer<typeof ZOfferRefBody>;

/** POST inscribirse. */
export const ZEnrolBody = ZOfferRefBody;
/** POST desinscribirse and aceptarPreinscripcion. */
export const ZUnenrolBody = ZOfferRefBody;
export const ZAcceptPreenrolmentBody = ZOfferRefBody;

/**
 * POST rechazarPreinscripcion: a reason of state 17 for the offer's profile or with no profile
 * (SPEC §4); a missing or unsuitable reason answers 15 with `datos.campos` naming idMotivo.
 */
export const ZRejectPreenrolmentBody = z
  .object({
    urlOferta: z.string().trim().min(1, 'required').max(100, 'malformed').optional(),
    idOferta: zCoercedId().optional(),
    idMotivo: zCoercedId('required'),
  })
  .refine((b) => b.urlOferta !== undefined || b.idOferta !== undefined, { message: 'required', path: ['urlOferta'] });
export type TRejectPreenrolmentBody = z.infer<typeof ZRejectPreenrolmentBody>;

/** datos of a successful enrolment (aviso 502). */
export const ZEnrolResult = z.object({
  idCandidatura: z.number().int(),
  idEstado: z.number().int(),
  urlAcceso: z.string(),
});

/** datos of status 11 (SPEC §7): what is missing. */
export const ZMissingDocuments = z.object({ documentacionNecesaria: z.array(ZRequiredDocument) });

/** datos of status 80: the keys of the failed requirements (the text is in `mensaje`). */
export const REQUIREMENT_KEYS = [
  'nacionalidad',
  'paisResidencia',
  'provinciaResidencia',
  'vehiculoPropio',
  'carnetConducir',
  'disponibilidadExtranjero',
  'disponibilidadTraslado',
  'edadMaxima',
  'salarioMaximo',
  'anioPromocionMaximo',
  'ultimoCurso',
  'idioma',
] as const;
export type TRequirementKey = (typeof REQUIREMENT_KEYS)[number];
export const ZUnmetRequirements = z.object({
  requisitos: z.array(z.object({ requisito: z.enum(REQUIREMENT_KEYS), descripcion: z.string() })),
});

/** An application as the lists show it: the offer card with the candidature state and reason. */
export const ZApplicationCard = ZOfferCard.extend({
  idCandidatura: z.number().int(),
  /** Id of 'estadosCandidaturasAlumno'; 16 offers accept and reject (SPEC §2 Offer card). */
  idEstado: z.number().int(),
  idMotivo: z.number().int().nullable(),
  /** Unenrolment is possible only before the company processes it (SPEC §4). */
  puedeDesinscribirse: z.boolean(),
  preinscripcionPendiente: z.boolean(),
});
export type TApplicationCard = z.infer<typeof ZApplicationCard>;
export const ZApplicationList = z.array(ZApplicationCard);

/** GET sacaAvisoDeMinimoDeCreditosParaInscribirse/{id}. */
export const ZCreditsWarning = z.object({
  /** Show the confirmation popup of SPEC §2 (2-year master under 50 % of credits). */
  sacaAviso: z.boolean(),
  porcentajeCreditos: z.number().nullable(),
  porcentajeMinimo: z.number(),
});
export type TCreditsWarning = z.infer<typeof ZCreditsWarning>;

/** datos of the pre-enrolment replies (aviso 519 accepted, 520 rejected). */
export const ZPreenrolmentResult = z.object({ idCandidatura: z.number().int(), idEstado: z.number().int() });

/**
 * Issue #16 part 4: one step of my application's timeline, from application_history (applying,
 * each state change by the company, the office or my pre-enrolment reply), oldest first. The
 * state names are those of 'estadosCandidaturasAlumno', the names the lists show me.
 */
export const ZApplicationHistoryEntry = z.object({
  idEstado: z.number().int(),
  estado: z.string(),
  /** The reason's description, or the free text given with it (as descripcionEstadoMotivo). */
  motivo: z.string().nullable(),
  /** When it happened (ISO date-time). */
  fecha: z.string(),
});
export type TApplicationHistoryEntry = z.infer<typeof ZApplicationHistoryEntry>;

/** GET dameHistorialCandidatura/{id} (the offer's access url or id): my application and its steps. */
export const ZApplicationHistory = z.object({
  idCandidatura: z.number().int(),
  idEstado: z.number().int(),
  estado: z.string(),
  historial: z.array(ZApplicationHistoryEntry),
});
export type TApplicationHistory = z.infer<typeof ZApplicationHistory>;
