import { z } from 'zod';

/**
 * GET /api/Gestion/auditoria/verificacion: the audit log's hash chain checked (ADR 0037; admins).
 * `primeraRota` is the oldest row that does not verify: `enlace` when it does not name the previous
 * row's hash (a row before it was removed, or it was inserted out of the chain), `contenido` when
 * its fields do not give its hash (forged or rewritten). `masRecientes` counts the newer rows, so a
 * client finds the row in the newest-first list.
 */
export const ZAuditVerification = z.object({
  integro: z.boolean(),
  verificadas: z.number().int(),
  rotas: z.number().int(),
  primeraRota: z
    .object({
      id: z.number().int(),
      fecha: z.string(),
      accion: z.string(),
      problema: z.enum(['enlace', 'contenido']),
      masRecientes: z.number().int(),
    })
    .nullable(),
  /** The brand's last row: its hash, kept outside the database, shows later that nothing before it was rewritten. */
  ultima: z.object({ id: z.number().int(), hash: z.string().nullable() }).nullable(),
});
export type TAuditVerification = z.infer<typeof ZAuditVerification>;
