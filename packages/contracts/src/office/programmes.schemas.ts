import { z } from 'zod';
import { DEDICATION_MAX, DEDICATION_MIN, MONTHS_MAX, MONTHS_MIN } from '../limits';
import { zDate, zOptional, zOptionalText, zRequiredText } from '../validation/fields';
import { zCoercedId } from '../validation/ids';

/**
 * Practice programmes in the office console (issue #15 'Content the office publishes'): the
 * brand's programmes (open and closed), their form (es + ca), closing one, and the adhesion
 * requests of students and companies with the office's decision (SPEC §8 63, 64, 65, 58, 91).
 */
export const ZOfficeProgrammeParams = z.object({ idPrograma: zCoercedId() });
export const ZOfficeAdhesionParams = z.object({ idAdhesion: zCoercedId() });

export const ZOfficeProgramme = z.object({
  idPrograma: z.number().int(),
  nombreEs: z.string(),
  nombreCa: z.string(),
  descripcionEs: z.string().nullable(),
  descripcionCa: z.string().nullable(),
  paraAlumnos: z.boolean(),
  paraEmpresas: z.boolean(),
  requiereAdhesion: z.boolean(),
  dedicacion: z.number().int().nullable(),
  meses: z.number().int().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  activo: z.boolean(),
  /** Adhesion requests waiting for the office's decision. */
  adhesionesPendientes: z.number().int(),
});
export type TOfficeProgramme = z.infer<typeof ZOfficeProgramme>;

const zWhole = (min: number, max: number) =>
  z.number({ error: 'malformed' }).int('malformed').min(min, 'malformed').max(max, 'malformed');

/** The programme form: create and edit send the whole programme. */
export const ZOfficeProgrammeBody = z
  .object({
    nombreEs: zRequiredText(3, 150),
    nombreCa: zRequiredText(3, 150),
    descripcionEs: zOptionalText(4000),
    descripcionCa: zOptionalText(4000),
    paraAlumnos: z.boolean(),
    paraEmpresas: z.boolean(),
    requiereAdhesion: z.boolean(),
    dedicacion: zWhole(DEDICATION_MIN, DEDICATION_MAX).nullable().default(null),
    meses: zWhole(MONTHS_MIN, MONTHS_MAX).nullable().default(null),
    fechaInicio: zOptional(zDate()),
    fechaFin: zOptional(zDate()),
  })
  // A programme is open to someone: students, companies or both.
  .refine((b) => b.paraAlumnos || b.paraEmpresas, { message: 'required', path: ['paraAlumnos'] });
export type TOfficeProgrammeBody = z.infer<typeof ZOfficeProgrammeBody>;

export const ADHESION_STATES = ['solicitada', 'aceptada', 'rechazada'] as const;
export const ZAdhesionState = z.enum(ADHESION_STATES);
export type TAdhesionState = z.infer<typeof ZAdhesionState>;

export const ZOfficeAdhesionQuery = z.object({
  estado: ZAdhesionState.optional(),
  idPrograma: zCoercedId().optional(),
});
export type TOfficeAdhesionQuery = z.infer<typeof ZOfficeAdhesionQuery>;

export const ZOfficeAdhesion = z.object({
  idAdhesion: z.number().int(),
  idPrograma: z.number().int(),
  programa: z.string(),
  /** 'alumno': a student's own adhesion; 'empresa': a company's. */
  tipo: z.enum(['alumno', 'empresa']),
  /** The student's name or the company's name. */
  solicitante: z.string().nullable(),
  email: z.string().nullable(),
  estado: ZAdhesionState,
  fecha: z.string(),
  dedicacion: z.number().int().nullable(),
  meses: z.number().int().nullable(),
  /** A company adhesion's named student (SPEC §8 91). */
  alumno: z.string().nullable(),
  decision: z.object({ fecha: z.string().nullable(), motivo: z.string().nullable() }).nullable(),
});
export type TOfficeAdhesion = z.infer<typeof ZOfficeAdhesion>;

export const ZOfficeAdhesionAcceptBody = z.object({}).nullish();
export const ZOfficeAdhesionRejectBody = z.object({ motivo: zRequiredText(3, 2000) });
