import { z } from 'zod';
import { zCoercedId, zId } from '../validation/ids';
import {
  zCif,
  zDate,
  zDecimal,
  zDedication,
  zHoursPerDay,
  zHoursPerWeek,
  zMonths,
  zOptional,
  zOptionalText,
  zRequiredText,
  zDni,
  zEmail,
} from '../validation/fields';

/**
 * Practice requests (SPEC §4 'Practice request by a company: a new request, or an update when it
 * has an idSolicitudPractica'; §7 solicitudPractica under /api/Empresa and /api/Alumno,
 * dameSolicitudesPracticas, dameSolicitudPractica/{id}, aceptarSolicitudPractica,
 * rechazarSolicitudPractica).
 */

export const PRACTICE_REQUEST_STATES = ['borrador', 'pendiente', 'aceptada', 'rechazada'] as const;

const optionalId = zId('malformed').optional();

const requestShape = {
  /** Present: update that request (only while pending). */
  idSolicitudPractica: optionalId,
  titulo: zRequiredText(),
  tareas: zOptionalText(4000),
  fechaInicio: zDate(),
  fechaFin: zDate(),
  /** SPEC §5: hours per day, total hours and study aid are required (issue #12 item 24). */
  horasDia: zHoursPerDay(),
  /** SPEC §9: at most 35 a week (code 102). */
  horasSemana: zHoursPerWeek(),
  horasTotales: zDecimal(),
  ayudaEstudio: zDecimal(),
  dedicacion: zDedication().optional(),
  meses: zMonths().optional(),
  idPrograma: optionalId,
  idCentro: optionalId,
  idTitulacion: optionalId,
  /** A contact of the company as tutor, or a free name and email. */
  idTutor: optionalId,
  tutorNombre: zOptionalText(),
  tutorEmail: zOptional(zEmail()),
};

/** SPEC §8 27: the start date must precede the end date. */
function datesInOrder(
  v: { fechaInicio: string; fechaFin: string },
  ctx: { addIssue(i: { code: 'custom'; path: string[]; message: string }): void },
) {
  if (v.fechaInicio > v.fechaFin) ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: '27' });
}

/** /api/Empresa/solicitudPractica: my company asks, optionally naming the student by DNI. */
export const ZCompanyPracticeRequestBody = z
  .object({ ...requestShape, dniAlumno: zOptional(zDni()) })
  .superRefine(datesInOrder);
export type TCompanyPracticeRequestBody = z.output<typeof ZCompanyPracticeRequestBody>;

/** /api/Alumno/solicitudPractica: a student asks for an internship at the company with that CIF. */
export const ZStudentPracticeRequestBody = z
  .object({ ...requestShape, cif: zCif(), nombreEmpresa: zOptionalText() })
  .superRefine(datesInOrder);
export type TStudentPracticeRequestBody = z.output<typeof ZStudentPracticeRequestBody>;

export const ZPracticeRequest = z.object({
  idSolicitudPractica: z.number().int(),
  estado: z.enum(PRACTICE_REQUEST_STATES),
  titulo: z.string(),
  tareas: z.string().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  horasDia: z.number().nullable(),
  horasSemana: z.number().nullable(),
  horasTotales: z.number().nullable(),
  ayudaEstudio: z.number().nullable(),
  dedicacion: z.number().nullable(),
  meses: z.number().nullable(),
  idPrograma: z.number().int().nullable(),
  programa: z.string().nullable(),
  idCentro: z.number().int().nullable(),
  centro: z.string().nullable(),
  idTitulacion: z.number().int().nullable(),
  titulacion: z.string().nullable(),
  dniAlumno: z.string().nullable(),
  alumno: z.object({ nombre: z.string(), apellidos: z.string() }).nullable(),
  tutor: z.object({
    idContacto: z.number().int().nullable(),
    nombre: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** A student asked on the company's behalf: the company accepts or rejects it. */
  solicitadaPorAlumno: z.boolean(),
  fechaSolicitud: z.string(),
});
export type TPracticeRequest = z.infer<typeof ZPracticeRequest>;
export const ZPracticeRequestList = z.array(ZPracticeRequest);

export const ZPracticeRequestIdParams = z.object({ id: zCoercedId('malformed') });

/** aceptarSolicitudPractica / rechazarSolicitudPractica. */
export const ZPracticeRequestDecisionBody = z.object({
  idSolicitudPractica: zId('required'),
  motivo: zOptionalText(1000),
});
