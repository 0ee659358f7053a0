import { z } from 'zod';
import { zCoercedId, zId } from '../validation/ids';

/**
 * Companies of the office console (issue #14 '2. Companies'): the brand's list (server-side
 * pagination, sorting and filters), the company sheet with its timeline, and the decisions
 * validate, reject with a reason, block, unblock and merge two records of the same CIF.
 */
export const COMPANY_STATES = ['pendiente', 'validada', 'rechazada', 'bloqueada'] as const;
export const ZCompanyState = z.enum(COMPANY_STATES);
export type TCompanyState = z.infer<typeof ZCompanyState>;

export const COMPANY_SORTS = ['nombre', 'cif', 'alta', 'estado'] as const;

const optionalId = zCoercedId().optional();

export const ZCompanyListQuery = z.object({
  nombre: z.string().trim().max(100, 'malformed').optional(),
  cif: z.string().trim().max(20, 'malformed').optional(),
  estado: ZCompanyState.optional(),
  sector: optionalId,
  provincia: optionalId,
  orden: z.enum(COMPANY_SORTS).default('alta'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  tamano: z.coerce.number().int().min(1).max(100).default(25),
});
export type TCompanyListQuery = z.infer<typeof ZCompanyListQuery>;

export const ZCompanyListItem = z.object({
  idEmpresa: z.number().int(),
  nombre: z.string(),
  nombreComercial: z.string().nullable(),
  cif: z.string(),
  estado: ZCompanyState,
  idSector: z.number().int().nullable(),
  sector: z.string().nullable(),
  idProvincia: z.number().int().nullable(),
  provincia: z.string().nullable(),
  alta: z.string(),
  /** Other records of the brand with the same CIF. */
  duplicados: z.number().int(),
});
export type TCompanyListItem = z.infer<typeof ZCompanyListItem>;

export const ZCompanyPage = z.object({
  items: z.array(ZCompanyListItem),
  total: z.number().int(),
  pagina: z.number().int(),
  tamano: z.number().int(),
});
export type TCompanyPage = z.infer<typeof ZCompanyPage>;

export const ZCompanyParams = z.object({ idEmpresa: zCoercedId() });

export const ZCompanyRejectBody = z.object({ motivo: z.string().trim().min(1, 'required').max(2000, 'malformed') });
export type TCompanyRejectBody = z.infer<typeof ZCompanyRejectBody>;

/** The record named in the path is kept; `idEmpresaDuplicada` moves into it and disappears. */
export const ZCompanyMergeBody = z.object({ idEmpresaDuplicada: zId('required') });
export type TCompanyMergeBody = z.infer<typeof ZCompanyMergeBody>;

const ZContact = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  puesto: z.string().nullable(),
  email: z.string(),
  telefono: z.string().nullable(),
  principal: z.boolean(),
  acceso: z.boolean(),
});
const ZWorkCentre = z.object({
  id: z.number().int(),
  nombre: z.string(),
  direccion: z.string().nullable(),
  localidad: z.string().nullable(),
  telefono: z.string().nullable(),
});
const ZBillingAccount = z.object({
  id: z.number().int(),
  nombreFiscal: z.string(),
  cif: z.string(),
  domicilioFiscal: z.string(),
  poblacion: z.string(),
  cp: z.string(),
});
const ZAgreement = z.object({
  id: z.number().int(),
  codigo: z.string(),
  estado: z.string(),
  fechaSolicitud: z.string(),
  fechaCaducidad: z.string().nullable(),
});
const ZOffer = z.object({
  id: z.number().int(),
  titulo: z.string(),
  tipo: z.string(),
  estado: z.string(),
  alta: z.string(),
});
const ZInternship = z.object({
  id: z.number().int(),
  titulo: z.string(),
  estado: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string().nullable(),
});

export const ZTimelineEntry = z.object({
  id: z.number().int(),
  fecha: z.string(),
  accion: z.string(),
  rol: z.string(),
  autor: z.string().nullable(),
  desde: z.string().nullable(),
  hasta: z.string().nullable(),
  motivo: z.string().nullable(),
});

export const ZCompanySheet = z.object({
  perfil: ZCompanyListItem.extend({
    email: z.string().nullable(),
    telefono: z.string().nullable(),
    web: z.string().nullable(),
    direccion: z.string().nullable(),
    cp: z.string().nullable(),
    localidad: z.string().nullable(),
    descripcion: z.string().nullable(),
    iban: z.boolean(),
    motivoRechazo: z.string().nullable(),
  }),
  firmante: z
    .object({
      nombre: z.string().nullable(),
      apellidos: z.string().nullable(),
      cargo: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  contactos: z.array(ZContact),
  centros: z.array(ZWorkCentre),
  cuentas: z.array(ZBillingAccount),
  convenios: z.array(ZAgreement),
  ofertas: z.array(ZOffer),
  practicas: z.array(ZInternship),
  documentos: z.number().int(),
  /** The other records of the same CIF in the brand: what a merge can take in. */
  mismosCif: z.array(
    z.object({ idEmpresa: z.number().int(), nombre: z.string(), estado: ZCompanyState, alta: z.string() }),
  ),
  historial: z.array(ZTimelineEntry),
});
export type TCompanySheet = z.infer<typeof ZCompanySheet>;
