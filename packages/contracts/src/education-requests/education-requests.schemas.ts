import { z } from 'zod';
import { zCoercedId, zId } from '../validation/ids';
import { zDate, zOptionalText, zPlaces, zRequiredText } from '../validation/fields';

/**
 * Education-internship requests (SPEC §2 /solicitudes-practicas-educacion, /{id}, /{id}/editar,
 * shown only with the education menu; §4 'accepted or rejected by the company'; §6; §7
 * tieneMenuSolicitudesPracticasEducacion, dameSolicitudesPracticasEducacion,
 * /api/Alumno/numeroSolicitudPracticasEducacionDisponibles; §8 81 'centre request limit reached').
 * The detail, edit, accept and reject paths are not named by the spec; they follow its style.
 */

/**
 * Accepted education requests a company may hold in one academic course; at the limit the count
 * call and accepting answer 81.
 */
export const EDUCATION_REQUESTS_PER_COURSE = 5;

export const EDUCATION_REQUEST_STATES = ['borrador', 'pendiente', 'aceptada', 'rechazada'] as const;

export const ZEducationRequest = z.object({
  idSolicitud: z.number().int(),
  estado: z.enum(EDUCATION_REQUEST_STATES),
  curso: z.string().nullable(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  plazas: z.number().int().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  centroEducativo: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  motivoRechazo: z.string().nullable(),
  fechaSolicitud: z.string(),
  /** Still pending: the company may edit, accept or reject it. */
  editable: z.boolean(),
});
export type TEducationRequest = z.infer<typeof ZEducationRequest>;
export const ZEducationRequestList = z.array(ZEducationRequest);

export const ZEducationRequestIdParams = z.object({ id: zCoercedId('malformed') });

const idSolicitud = zId('required');

/** editaSolicitudPracticasEducacion (/{id}/editar): what the company may adjust while pending. */
export const ZEducationRequestEditBody = z
  .object({
    idSolicitud,
    plazas: zPlaces(),
    fechaInicio: zDate(),
    fechaFin: zDate(),
    descripcion: zOptionalText(4000),
  })
  .superRefine((v, ctx) => {
    if (v.fechaInicio > v.fechaFin) ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: '27' });
  });
export type TEducationRequestEditBody = z.output<typeof ZEducationRequestEditBody>;

export const ZEducationRequestAcceptBody = z.object({ idSolicitud });
export const ZEducationRequestRejectBody = z.object({ idSolicitud, motivo: zRequiredText(3, 1000) });

/** numeroSolicitudPracticasEducacionDisponibles. */
export const ZEducationRequestsAvailable = z.object({
  curso: z.string(),
  maximo: z.number().int(),
  aceptadas: z.number().int(),
  disponibles: z.number().int(),
});

/** tieneMenuSolicitudesPracticasEducacion: whether the company sees the requests menu. */
export const ZEducationMenuVisible = z.boolean();
