import { z } from 'zod';

/** GET /api/Gestion/trabajos: the platform's failed background jobs (issue #18 part 2; main brand's admins). */
export const ZFailedJobsQuery = z.object({
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  tamano: z.coerce.number().int().min(1).max(100).default(50),
});
export type TFailedJobsQuery = z.infer<typeof ZFailedJobsQuery>;

export const ZFailedJob = z.object({
  /** A number on SQLite, pg-boss's UUID on PostgreSQL (ADR 0021). */
  id: z.string(),
  nombre: z.string(),
  error: z.string().nullable(),
  intentos: z.number().int(),
  creado: z.string(),
  fallado: z.string().nullable(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

export const ZFailedJobsPage = z.object({
  items: z.array(ZFailedJob),
  total: z.number().int(),
  pagina: z.number().int(),
  tamano: z.number().int(),
});
export type TFailedJobsPage = z.infer<typeof ZFailedJobsPage>;

export const ZFailedJobParams = z.object({
  idTrabajo: z
    .string()
    .regex(/^(\d{1,15}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/),
});
