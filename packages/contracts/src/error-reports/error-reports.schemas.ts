import { z } from 'zod';

/**
 * SPEC §7: codes 1, 12, 24 and 500 (500 = network failure seen by the web) are reported to the
 * team chat service. The web posts them to POST /api/Publico/informeError; the server forwards
 * them to the configured webhook (ERROR_WEBHOOK_URL) so the address never reaches the browser.
 */
export const REPORTED_CODES = [1, 12, 24, 500] as const;
export type TReportedCode = (typeof REPORTED_CODES)[number];

/** Reports accepted per IP and minute: a broken page must not flood the team channel. */
export const ERROR_REPORTS_PER_MINUTE = 10;

export const ZErrorReportBody = z.object({
  status: z
    .number()
    .int()
    .refine((code) => (REPORTED_CODES as readonly number[]).includes(code), { message: 'malformed' }),
  /** The web path (and query) the user was on. */
  ruta: z.string().trim().min(1, 'required').max(500, 'malformed'),
  /** The server message of the failed answer, when it had one. */
  mensaje: z.string().max(1000, 'malformed').optional(),
});
export type TErrorReportBody = z.infer<typeof ZErrorReportBody>;
