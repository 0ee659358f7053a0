import { z } from 'zod';

/**
 * The office's list of applications (candidaturas) of the brand (issue #17 'Exports' names
 * "applications" among the console's lists): which student applied to which offer of which
 * company, in which candidate state, when, and when it last changed. A campus-scoped gestor sees
 * only the applications of their campuses' students, as in the students list.
 */

const optionalId = z.coerce.number().int().min(1).max(2_147_483_647).optional();

export const ZOfficeApplicationListQuery = z.object({
  /** Student name or e-mail, or offer title, case-insensitive, part of it. */
  q: z.string().trim().max(100, 'malformed').optional(),
  oferta: optionalId,
  empresa: optionalId,
  /** Id of the domain list 'estadosCandidaturasAlumno'. */
  estado: optionalId,
  /** A current degree of the student. */
  titulacion: optionalId,
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  tamano: z.coerce.number().int().min(1).max(100).default(25),
});
export type TOfficeApplicationListQuery = z.infer<typeof ZOfficeApplicationListQuery>;

export const ZOfficeApplicationItem = z.object({
  idCandidatura: z.number().int(),
  idOferta: z.number().int(),
  oferta: z.string(),
  idEmpresa: z.number().int(),
  empresa: z.string(),
  idAlumno: z.number().int(),
  alumno: z.string(),
  email: z.string(),
  /** The student's current degrees. */
  titulaciones: z.array(z.string()),
  idEstado: z.number().int(),
  estado: z.string(),
  fecha: z.string(),
  actualizada: z.string(),
});
export type TOfficeApplicationItem = z.infer<typeof ZOfficeApplicationItem>;

export const ZOfficeApplicationPage = z.object({
  items: z.array(ZOfficeApplicationItem),
  total: z.number().int(),
  pagina: z.number().int(),
  tamano: z.number().int(),
  /** The offer and company the list is filtered by, named for the page's filter chips (null: none or not of the brand). */
  oferta: z.object({ id: z.number().int(), titulo: z.string() }).nullable(),
  empresa: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
});
export type TOfficeApplicationPage = z.infer<typeof ZOfficeApplicationPage>;
