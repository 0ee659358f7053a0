import { z } from 'zod';

/**
 * The exports built in the background (issue #17 'Exports', ADR 0020): an export over the size a
 * browser request should wait for answers HTTP 202 with this envelope's `datos`, and the owner
 * polls `GET /api/Exportaciones/:id` until the file is ready to download.
 */

/** `expired`: built, but its 7 days are over and the file is gone (306 on download; ADR 0038). */
export const EXPORT_JOB_STATES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type TExportJobState = (typeof EXPORT_JOB_STATES)[number];

/** The 202 answer of an export that went to the background. */
export const ZExportJobAccepted = z.object({
  idExportacion: z.number().int(),
  estado: z.enum(EXPORT_JOB_STATES),
});
export type TExportJobAccepted = z.infer<typeof ZExportJobAccepted>;

export const ZExportJobParams = z.object({ id: z.coerce.number().int().positive() });

export const ZExportJob = z.object({
  idExportacion: z.number().int(),
  lista: z.string(),
  formato: z.enum(['csv', 'xlsx']),
  estado: z.enum(EXPORT_JOB_STATES),
  filasHechas: z.number().int(),
  filasTotal: z.number().int(),
  nombreFichero: z.string().nullable(),
  /** Why a failed export failed (a catalogue code as text, or the error's message). */
  error: z.string().nullable(),
  creada: z.string(),
  terminada: z.string().nullable(),
  caduca: z.string().nullable(),
});
export type TExportJob = z.infer<typeof ZExportJob>;
