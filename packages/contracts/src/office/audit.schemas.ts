import { z } from 'zod';

/** GET /api/Gestion/auditoria: the searchable audit log (issue #14 'Timeline and audit log'; admins). */
export const ZAuditQuery = z.object({
  /** Free text over action, object, reason and the actor's e-mail. */
  q: z.string().trim().max(100, 'malformed').optional(),
  accion: z.string().trim().max(60, 'malformed').optional(),
  tipoObjeto: z.string().trim().max(40, 'malformed').optional(),
  idObjeto: z.string().trim().max(40, 'malformed').optional(),
  idActor: z.coerce.number().int().positive().optional(),
  /** ISO dates or timestamps, inclusive. */
  desde: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'malformed')
    .optional(),
  hasta: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'malformed')
    .optional(),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  tamano: z.coerce.number().int().min(1).max(100).default(50),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  fecha: z.string(),
  idActor: z.number().int().nullable(),
  emailActor: z.string().nullable(),
  rolActor: z.string(),
  accion: z.string(),
  tipoObjeto: z.string(),
  idObjeto: z.string().nullable(),
  estadoAnterior: z.string().nullable(),
  estadoNuevo: z.string().nullable(),
  motivo: z.string().nullable(),
  idPeticion: z.string().nullable(),
  ip: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number().int(),
  pagina: z.number().int(),
  tamano: z.number().int(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
