import { z } from 'zod';
import { zCoercedId } from '../validation/ids';
import { zDedication, zDni, zMonths } from '../validation/fields';

/**
 * Practice programmes: SPEC §2 /programas-practicas-activos, §3 Programme (pairs sorted by name),
 * §6 adhesion for students and companies through separate calls, §7 programasDeLaEmpresa,
 * detallePrograma/{id}, solicitaAdhesionPrograma/{id} and solicitaAhesionPrograma/{id}, §9 80% and 12 months.
 */

export const ZProgrammeIdParams = z.object({ id: zCoercedId('malformed') });

/** State of my (or my company's) latest adhesion to a programme; null when never requested. */
export const ZAdhesionState = z.enum(['solicitada', 'aceptada', 'rechazada']);

/** SPEC §3 Programme pair (id, nombre), plus what the list needs to offer adhesion. */
export const ZProgrammeSummary = z.object({
  id: z.number().int(),
  nombre: z.string(),
  requiereAdhesion: z.boolean(),
  estadoAdhesion: ZAdhesionState.nullable(),
});
export type TProgrammeSummary = z.infer<typeof ZProgrammeSummary>;
/** GET /api/Empresa/programasDeLaEmpresa, sorted by name (SPEC §9). */
export const ZProgrammeSummaryList = z.array(ZProgrammeSummary);

export const ZProgrammeDocument = z.object({
  idDocumento: z.number().int(),
  nombre: z.string(),
  extension: z.string(),
  /** External address of a document over 2 MB; null when the file is stored by the portal. */
  url: z.string().nullable(),
});

/** GET detallePrograma/{id}. */
export const ZProgrammeDetail = ZProgrammeSummary.extend({
  descripcion: z.string().nullable(),
  /** Required dedication % and months (SPEC §9: 80% and 12 months where set). */
  dedicacion: z.number().nullable(),
  meses: z.number().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  paraAlumnos: z.boolean(),
  paraEmpresas: z.boolean(),
  documentos: z.array(ZProgrammeDocument),
});
export type TProgrammeDetail = z.infer<typeof ZProgrammeDetail>;

const commitment = {
  /** Dedication % the requester commits to; must equal the programme's when it sets one (error 58). */
  dedicacion: zDedication().optional(),
  /** Months; must equal the programme's when it sets dedication and months (error 58). */
  meses: zMonths().optional(),
};

/** POST /api/Alumno/solicitaAdhesionPrograma/{id} (the body may be omitted). */
export const ZStudentAdhesionBody = z.object(commitment).nullish();
export type TStudentAdhesionBody = z.infer<typeof ZStudentAdhesionBody>;

/**
 * POST /api/Empresa/solicitaAhesionPrograma/{id} (the spec's spelling). `dniAlumno` names the
 * student the company wants to host, who must be adhered and accepted (error 91).
 */
export const ZCompanyAdhesionBody = z.object({ ...commitment, dniAlumno: zDni().optional() }).nullish();
export type TCompanyAdhesionBody = z.infer<typeof ZCompanyAdhesionBody>;
