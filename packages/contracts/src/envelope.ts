import { z } from 'zod';

/**
 * SPEC §7: every response carries `status` (0 = success) and `datos`, sometimes `mensaje`.
 * `aviso` (ADR 0002) names the notice of the catalogue (5xx codes) the client shows after a
 * success, e.g. 501 after unenrolling.
 */
export interface TEnvelope<T> {
  status: number;
  datos: T;
  mensaje?: string;
  aviso?: number | string;
}

export const ZEnvelopeBase = z.object({
  status: z.number().int(),
  mensaje: z.string().optional(),
  aviso: z.union([z.number().int(), z.string()]).optional(),
});

/** Wraps a data schema in the envelope, for route response schemas. */
export function ZEnvelope<T extends z.ZodType>(datos: T) {
  return ZEnvelopeBase.extend({ datos });
}

/** The body of every error answer: `datos` is null unless the code carries data (e.g. 11). */
export const ZErrorEnvelope = ZEnvelopeBase.extend({ datos: z.unknown().nullable() });

export function ok<T>(datos: T, aviso?: number | string): TEnvelope<T> {
  return aviso === undefined ? { status: 0, datos } : { status: 0, datos, aviso };
}

/** The answer of a call that has no data to return (`datos` null), for route response schemas. */
export const ZEmptyEnvelope = ZEnvelope(z.null());
