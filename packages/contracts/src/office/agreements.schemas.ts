import { z } from 'zod';
import { AGREEMENT_EVENTS, AGREEMENT_STATES } from '../agreements/agreement-states';
import { zDate } from '../validation/fields';
import { ZOfficeTimelineEntry } from './offers.schemas';

/**
 * The agreements of the office console (issue #14 '4. Agreements'): one queue per state of SPEC §4,
 * the agreement sheet (company, signers of both sides, documents, validity end, timeline), and the
 * actions of the state machine of `agreements/agreement-states.ts` (send to the Secretaría, mark
 * Erróneo empresa with a reason, formalise with an upload or a signature outside the portal), the
 * validity end and the signers.
 */

export const ZOfficeAgreementState = z.enum(AGREEMENT_STATES);

export const OFFICE_AGREEMENT_SORTS = ['antiguedad', 'recientes', 'empresa', 'codigo', 'caducidad'] as const;

export const ZOfficeAgreementListQuery = z.object({
  /** Company name, trade name, CIF or agreement code. */
  q: z.string().trim().max(100, 'malformed').optional(),
  /** The queue: what waits for the office (Firmado empresa) unless another state is asked. */
  estado: ZOfficeAgreementState.default('firmado_empresa'),
  /** antiguedad: longest waiting in the state first (the queue's default). */
  orden: z.enum(OFFICE_AGREEMENT_SORTS).default('antiguedad'),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  tamano: z.coerce.number().int().min(1).max(100).default(25),
});
export type TOfficeAgreementListQuery = z.infer<typeof ZOfficeAgreementListQuery>;

export const ZOfficeAgreementItem = z.object({
  idConvenio: z.number().int(),
  codigo: z.string(),
  idEmpresa: z.number().int(),
  empresa: z.string(),
  cif: z.string().nullable(),
  estado: ZOfficeAgreementState,
  /** When it entered its state, and the whole days it has waited there since. */
  desde: z.string(),
  diasEsperando: z.number().int(),
  fechaCaducidad: z.string().nullable(),
  /** Start date of the first internship of the company that depends on this agreement, if any. */
  inicioPrimeraPractica: z.string().nullable(),
});
export type TOfficeAgreementItem = z.infer<typeof ZOfficeAgreementItem>;

export const ZOfficeAgreementPage = z.object({
  items: z.array(ZOfficeAgreementItem),
  total: z.number().int(),
  pagina: z.number().int(),
  tamano: z.number().int(),
});
export type TOfficeAgreementPage = z.infer<typeof ZOfficeAgreementPage>;

export const ZOfficeAgreementParams = z.object({ idConvenio: z.coerce.number().int().positive() });

export const AGREEMENT_SIDES = ['empresa', 'universidad'] as const;

export const ZOfficeAgreementSigner = z.object({
  /** Null for the company's signer of the request (the agreement's own data). */
  idFirmante: z.number().int().nullable(),
  lado: z.enum(AGREEMENT_SIDES),
  nombre: z.string(),
  cargo: z.string().nullable(),
  email: z.string().nullable(),
  fechaFirma: z.string().nullable(),
});

export const ZOfficeAgreementDocument = z.object({
  idDocumento: z.number().int(),
  nombre: z.string(),
  fecha: z.string(),
  /** Who uploaded it: the company (its signed copy) or the university (signed or scanned copy). */
  origen: z.enum(['empresa', 'universidad']),
  /** GET this address (with the console's token) for the file. */
  url: z.string(),
});

export type TOfficeAgreementDocument = z.infer<typeof ZOfficeAgreementDocument>;

export const ZOfficeAgreementSheet = z.object({
  idConvenio: z.number().int(),
  codigo: z.string(),
  estado: ZOfficeAgreementState,
  desde: z.string(),
  diasEsperando: z.number().int(),
  fechaSolicitud: z.string(),
  /** The company's signature (its upload). */
  fechaFirma: z.string().nullable(),
  fechaCaducidad: z.string().nullable(),
  empresa: z.object({ idEmpresa: z.number().int(), nombre: z.string(), cif: z.string().nullable() }),
  firmantes: z.array(ZOfficeAgreementSigner),
  documentos: z.array(ZOfficeAgreementDocument),
  /** The Erróneo reason the company reads (Spanish, and Catalan when written). */
  motivo: z.string().nullable(),
  motivoCa: z.string().nullable(),
  /** Formalised by a signature outside the portal. */
  firmaFuera: z.object({ fecha: z.string(), firmadoPor: z.string() }).nullable(),
  inicioPrimeraPractica: z.string().nullable(),
  /** The events the office may cause now (the state machine's 'office' actor). */
  acciones: z.array(z.enum(AGREEMENT_EVENTS)),
  historial: z.array(ZOfficeTimelineEntry),
});
export type TOfficeAgreementSheet = z.infer<typeof ZOfficeAgreementSheet>;

const text = (max: number) => z.string().trim().min(1, 'required').max(max, 'malformed');

/** marcaErroneo: the reason is required; its Catalan text beside it is optional. */
export const ZOfficeAgreementErroneous = z.object({
  motivo: text(2000),
  motivoCa: z.string().trim().max(2000, 'malformed').optional(),
});

export const ZOfficeAgreementSignerInput = z.object({
  nombre: text(150),
  cargo: z.string().trim().max(150, 'malformed').optional(),
  email: z.string().trim().max(150, 'malformed').optional(),
  fechaFirma: zDate(),
});

/** Adds a signer of either side with the date they signed. */
export const ZOfficeAgreementAddSigner = ZOfficeAgreementSignerInput.extend({ lado: z.enum(AGREEMENT_SIDES) });

const file = {
  ficheroB64ParaAltas: z.string().min(1, 'required'),
  extension_adjunto: z.string().trim().min(1, 'required').max(10, 'malformed'),
  nombre: z.string().trim().max(150, 'malformed').optional(),
};

/**
 * formaliza: 'subida' with the PDF signed by the university, or 'fuera' (signed outside the
 * portal: date and who signed; the scanned copy is optional). Either may list the university's signers.
 */
export const ZOfficeAgreementFormalise = z.discriminatedUnion('modo', [
  z.object({
    modo: z.literal('subida'),
    ...file,
    firmantes: z.array(ZOfficeAgreementSignerInput).max(10, 'malformed').default([]),
    fechaCaducidad: zDate().optional(),
  }),
  z.object({
    modo: z.literal('fuera'),
    fechaFirma: zDate(),
    firmadoPor: text(300),
    ficheroB64ParaAltas: file.ficheroB64ParaAltas.optional(),
    extension_adjunto: file.extension_adjunto.optional(),
    nombre: file.nombre,
    firmantes: z.array(ZOfficeAgreementSignerInput).max(10, 'malformed').default([]),
    fechaCaducidad: zDate().optional(),
  }),
]);
export type TOfficeAgreementFormalise = z.output<typeof ZOfficeAgreementFormalise>;

export const ZOfficeAgreementValidity = z.object({ fechaCaducidad: zDate() });

export const ZOfficeAgreementDocumentParams = ZOfficeAgreementParams.extend({
  idDocumento: z.coerce.number().int().positive(),
});
