import { z } from 'zod';
import { zCoercedId } from '../validation/ids';
import { zBoolFlag } from '../validation/fields';

/**
 * Events: SPEC §2 /eventos, /evento-publico/{id} and the student home's upcoming events, §3 Event,
 * §6 events only for students or graduates, §7 dameEventos, dameFichaEvento, inscribirseEnEvento.
 */

/** `{id}` of the event paths: the numeric id or the event's urlAcceso. */
export const ZEventIdParams = z.object({ id: z.string().trim().min(1, 'required').max(200, 'malformed') });

/** SPEC §6: some events are only for students or only for graduates. */
export const ZEventAudience = z.enum(['all', 'students', 'graduates']);

/** SPEC §3 'categoria (with slug)'. */
export const ZEventCategory = z.object({ nombre: z.string(), slug: z.string() });

/** SPEC §3 Event (the spec's spelling `ulrImagenPrincipal` is kept). Dates are ISO-8601 UTC. */
export const ZEventCard = z.object({
  idEvento: z.number().int(),
  titulo: z.string(),
  entradilla: z.string().nullable(),
  categoria: ZEventCategory.nullable(),
  fecha: z.string(),
  fechaFin: z.string().nullable(),
  lugar: z.string().nullable(),
  ulrImagenPrincipal: z.string().nullable(),
  destacado: z.boolean(),
  urlAcceso: z.string(),
  /** Has a public sheet at /evento-publico/{id}. */
  publico: z.boolean(),
  paraQuien: ZEventAudience,
  inscripcionAbierta: z.boolean(),
  /** The signed-in student is enrolled. */
  inscrito: z.boolean(),
});
export type TEventCard = z.infer<typeof ZEventCard>;
export const ZEventCardList = z.array(ZEventCard);

/** dameFichaEvento/{id}: the event sheet. */
export const ZEventSheet = ZEventCard.extend({
  /** HTML written by the office; the web sanitises it. */
  descripcion: z.string().nullable(),
  /** Places, or null for unlimited. */
  plazas: z.number().int().nullable(),
  plazasLibres: z.number().int().nullable(),
  /** Where the .ics file of the event is (add to calendar). */
  urlIcs: z.string(),
});
export type TEventSheet = z.infer<typeof ZEventSheet>;

/** /api/Publico/dameFichaEvento/{id}: the public sheet, without personal data. */
export const ZPublicEventSheet = ZEventSheet.omit({ inscrito: true });
export type TPublicEventSheet = z.infer<typeof ZPublicEventSheet>;

/**
 * dameEventos filters. The student home asks `proximos=true&limite=3` (SPEC §2: at most 3, future
 * only, sorted by date); /eventos may filter by category slug or highlighted events.
 */
export const ZEventListQuery = z.object({
  proximos: zBoolFlag().optional(),
  destacados: zBoolFlag().optional(),
  categoria: z.string().trim().max(100, 'malformed').optional(),
  limite: z.coerce.number().int().min(1, 'malformed').max(500, 'malformed').optional(),
});
export type TEventListQuery = z.infer<typeof ZEventListQuery>;

/** POST inscribirseEnEvento {idEvento, urlEvento}: either names the event. */
export const ZEventEnrolBody = z
  .object({
    idEvento: zCoercedId().nullish(),
    urlEvento: z.string().trim().max(200, 'malformed').nullish(),
  })
  .refine((b) => (b.idEvento ?? null) !== null || !!b.urlEvento, { message: 'required', path: ['idEvento'] });
export type TEventEnrolBody = z.infer<typeof ZEventEnrolBody>;

/** The .ics answer is a calendar file, not the envelope (errors still are). */
export const ZEventIcs = z.string().describe('text/calendar: an RFC 5545 VCALENDAR with one VEVENT');
