import { z } from 'zod';
import { zDni } from '../validation/fields';
import { zId } from './offer-form.schemas';

/**
 * Internship proposals with a preselected candidate (SPEC §2 /propuesta-practicas-con-candidato-
 * preseleccionado and /propuestas-practicas-candidato-preseleccionado; §7 compruebaDNIalumno;
 * §8 notices 509, 527, 528). SPEC §7 names no path for creating and listing them (solicitudPractica
 * and dameSolicitudesPracticas are the practice requests of another area), so they are
 * POST addPropuestaCandidatoPreseleccionado and GET damePropuestasCandidatoPreseleccionado.
 */

/** POST compruebaDNIalumno {dni}. */
export const ZCheckStudentDniBody = z.object({ dni: zDni() });

/** The student found (509 when none): enough to confirm the person, nothing more. */
export const ZCheckedStudent = z.object({ dni: z.string(), nombre: z.string(), apellidos: z.string() });
export type TCheckedStudent = z.infer<typeof ZCheckedStudent>;

/**
 * POST addPropuestaCandidatoPreseleccionado: the internship offer form (offer-form.schemas, type
 * 'practicas') plus the candidate's DNI, and idOferta when updating. Only the DNI and the id are checked
 * by the route: the API checks the form itself so that an incomplete form answers 527 ('the
 * candidate is not selected until the form is complete') with datos.campos.
 */
export const ZPreselectedProposalBody = z.looseObject({
  idOferta: zId().nullish(),
  dni: zDni(),
});
export type TPreselectedProposalBody = z.infer<typeof ZPreselectedProposalBody>;

/** datos of addPropuestaCandidatoPreseleccionado (notice 528 on creation, 512 on update). */
export const ZPreselectedProposalSaved = z.object({ idOferta: z.number().int(), urlAcceso: z.string() });

/** One row of GET damePropuestasCandidatoPreseleccionado (the list page). */
export const ZPreselectedProposal = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  idEstado: z.number().int(),
  estado: z.string(),
  /** Creation date, ISO-8601 UTC. */
  fecha: z.string(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  candidato: z.object({ nombre: z.string(), apellidos: z.string() }).nullable(),
  bloqueoEdicion: z.union([z.literal(25), z.literal(68)]).nullable(),
});
export const ZPreselectedProposalList = z.object({ propuestas: z.array(ZPreselectedProposal) });
