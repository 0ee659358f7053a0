import { z } from 'zod';
import { STAFF_KINDS } from './permissions';

/** Staff management of the office console (issue #14; admins only). */
export const ZStaffKind = z.enum(STAFF_KINDS);

const page = {
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  tamano: z.coerce.number().int().min(1).max(100).default(25),
};

export const ZStaffListQuery = z.object({
  q: z.string().trim().max(100, 'malformed').optional(),
  tipo: ZStaffKind.optional(),
  activo: z.enum(['true', 'false']).optional(),
  ...page,
});
export type TStaffListQuery = z.infer<typeof ZStaffListQuery>;

export const ZStaffItem = z.object({
  idUsuario: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  tipo: ZStaffKind,
  activo: z.boolean(),
  sedes: z.array(z.number().int()),
  segundoFactor: z.boolean(),
  /** No password set yet: the invitation is still open. */
  invitacionPendiente: z.boolean(),
  ultimoAcceso: z.string().nullable(),
});
export type TStaffItem = z.infer<typeof ZStaffItem>;

export const ZStaffPage = z.object({
  items: z.array(ZStaffItem),
  total: z.number().int(),
  pagina: z.number().int(),
  tamano: z.number().int(),
});
export type TStaffPage = z.infer<typeof ZStaffPage>;

const sedes = z.array(z.number().int().positive()).max(50).default([]);

export const ZStaffInviteBody = z.object({
  email: z.email({ error: 'malformed' }).max(254, 'malformed'),
  nombre: z.string().trim().min(1, 'required').max(100, 'malformed'),
  apellidos: z.string().trim().min(1, 'required').max(150, 'malformed'),
  tipo: ZStaffKind,
  sedes,
  idioma: z.enum(['es', 'ca']).default('es'),
});
export type TStaffInviteBody = z.infer<typeof ZStaffInviteBody>;

export const ZStaffEditBody = z.object({ tipo: ZStaffKind, sedes });
export type TStaffEditBody = z.infer<typeof ZStaffEditBody>;

export const ZStaffParams = z.object({ idUsuario: z.coerce.number().int().positive() });

/** A campus a gestor may be scoped to. */
export const ZCampus = z.object({ id: z.number().int(), nombre: z.string() });
export const ZCampusList = z.array(ZCampus);
