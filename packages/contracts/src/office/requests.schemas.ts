import { z } from 'zod';
import { zCoercedId } from '../validation/ids';
import { ZTimelineEntry } from './companies.schemas';

/**
 * Requests of the office console (issue #14 '5. Requests'): company practice requests
 * (solicitudPractica, also students' proposals), internship change requests
 * (solicitarCambioPracticas), education requests and deregistration requests
 * (solicitarBajaServicio of students and companies). One list per kind (server-side filters,
 * sorting and pagination, days waiting), a sheet with its timeline, and a decision with a reason.
 */
export const REQUEST_KINDS = ['practicas', 'cambio', 'educacion', 'baja'] as const;
export const ZRequestKind = z.enum(REQUEST_KINDS);
export type TRequestKind = z.infer<typeof ZRequestKind>;

/** What the office sees: drafts of a requester never reach it. */
export const REQUEST_STATES = ['pendiente', 'aceptada', 'rechazada'] as const;
export const ZRequestState = z.enum(REQUEST_STATES);
export type TRequestState = z.infer<typeof ZRequestState>;

export const REQUEST_SORTS = ['fecha', 'solicitante', 'estado'] as const;

export const ZRequestKindParams = z.object({ tipo: ZRequestKind });
export const ZRequestParams = z.object({ tipo: ZRequestKind, idSolicitud: zCoercedId() });

export const ZRequestListQuery = z.object({
  estado: ZRequestState.optional(),
  /** Searches the title, the requester, the company and the student. */
  q: z.string().trim().max(100, 'malformed').optional(),
  orden: z.enum(REQUEST_SORTS).default('fecha'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  tamano: z.coerce.number().int().min(1).max(100).default(25),
});
export type TRequestListQuery = z.infer<typeof ZRequestListQuery>;

export const ZRequestListItem = z.object({
  idSolicitud: z.number().int(),
  tipo: ZRequestKind,
  estado: ZRequestState,
  /** A short description: the practice's title, the change asked, the reason to leave. */
  titulo: z.string().nullable(),
  fecha: z.string(),
  /** Whole days since it was sent (waiting requests) or until it was decided. */
  diasEspera: z.number().int(),
  solicitante: z.string().nullable(),
  /** 'company' | 'student' | null when nobody is known. */
  rolSolicitante: z.enum(['company', 'student']).nullable(),
  empresa: z.string().nullable(),
  alumno: z.string().nullable(),
  sede: z.string().nullable(),
});
export type TRequestListItem = z.infer<typeof ZRequestListItem>;

export const ZRequestPage = z.object({
  items: z.array(ZRequestListItem),
  total: z.number().int(),
  pagina: z.number().int(),
  tamano: z.number().int(),
});
export type TRequestPage = z.infer<typeof ZRequestPage>;

/** Each field the requester sent, by a key the web labels (office.requests.field.<clave>). */
export const ZRequestField = z.object({
  clave: z.string(),
  valor: z.union([z.string(), z.number()]).nullable(),
});

export const ZRequestSheet = ZRequestListItem.extend({
  campos: z.array(ZRequestField),
  decision: z
    .object({
      fecha: z.string().nullable(),
      autor: z.string().nullable(),
      motivo: z.string().nullable(),
    })
    .nullable(),
  historial: z.array(ZTimelineEntry),
  /** Issue #15: the internship created from this practice request, or the one this change request is about. */
  idPractica: z.number().int().nullable().optional(),
});
export type TRequestSheet = z.infer<typeof ZRequestSheet>;

export const ZRequestAcceptBody = z
  .object({
    motivo: z.string().trim().max(2000, 'malformed').optional(),
    /** Issue #15: an accepted change request whose internship breaks a warning rule (201) is confirmed. */
    confirmarAvisos: z.boolean().optional(),
  })
  .optional();
export type TRequestAcceptBody = z.infer<typeof ZRequestAcceptBody>;

/** A rejection always carries the reason the requester receives. */
export const ZRequestRejectBody = z.object({ motivo: z.string().trim().min(1, 'required').max(2000, 'malformed') });
export type TRequestRejectBody = z.infer<typeof ZRequestRejectBody>;
