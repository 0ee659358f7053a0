import { z } from 'zod';
import { ZOfferDetail } from '../offers/offers.schemas';
import { ZOfferFormFields } from '../proposals/offer-form.schemas';
import { OFFER_STATES } from '../proposals/states';

/**
 * The offers of the office console (issue #14 '3. Offers'): the validation queue, the offer as a
 * student sees it with its timeline, and the decisions (approve, reject with a coded reason,
 * return for changes with a comment, bulk approve and reject, close, reopen).
 */

/** Coded reasons of a rejection, with the texts the company reads (es, ca). */
export const OFFER_REJECT_REASONS = {
  incompleta: { es: 'La oferta está incompleta o es poco clara', ca: "L'oferta és incompleta o poc clara" },
  no_formativa: {
    es: 'Las tareas no son formativas para la titulación',
    ca: 'Les tasques no són formatives per a la titulació',
  },
  condiciones: {
    es: 'Las condiciones no cumplen la normativa de prácticas',
    ca: 'Les condicions no compleixen la normativa de pràctiques',
  },
  duplicada: { es: 'La oferta está duplicada', ca: "L'oferta està duplicada" },
  otro: { es: 'Otro motivo', ca: 'Un altre motiu' },
} as const;
export type TOfferRejectReason = keyof typeof OFFER_REJECT_REASONS;
export const OFFER_REJECT_REASON_CODES = Object.keys(OFFER_REJECT_REASONS) as [
  TOfferRejectReason,
  ...TOfferRejectReason[],
];
export const ZOfferRejectReason = z.enum(OFFER_REJECT_REASON_CODES);

/** The office's last decision on an offer the company must read: why it was rejected or returned. */
export const ZOfficeOfferDecision = z.object({
  tipo: z.enum(['rechazada', 'devuelta']),
  /** The coded reason of a rejection; null for a return. */
  codigoMotivo: ZOfferRejectReason.nullable(),
  /** The reason's text in the reader's language, then the comment. */
  motivo: z.string().nullable(),
  comentario: z.string().nullable(),
  fecha: z.string(),
});
export type TOfficeOfferDecision = z.infer<typeof ZOfficeOfferDecision>;

export const OFFICE_OFFER_SORTS = ['antiguedad', 'recientes', 'titulo', 'empresa'] as const;

export const ZOfficeOfferListQuery = z.object({
  /** Title or company name. */
  q: z.string().trim().max(100, 'malformed').optional(),
  estado: z.enum(OFFER_STATES).default('pendiente_validacion'),
  tipo: z.enum(['practicas', 'empleo', 'alternancia']).optional(),
  orden: z.enum(OFFICE_OFFER_SORTS).default('antiguedad'),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  tamano: z.coerce.number().int().min(1).max(100).default(25),
});
export type TOfficeOfferListQuery = z.infer<typeof ZOfficeOfferListQuery>;

export const ZOfficeOfferItem = z.object({
  idOferta: z.number().int(),
  titulo: z.string(),
  empresa: z.string(),
  idEmpresa: z.number().int(),
  tipo: z.string(),
  estado: z.enum(OFFER_STATES),
  creada: z.string(),
  actualizada: z.string(),
  /** Whole days since the last change (how long it has waited). */
  diasEsperando: z.number().int(),
  decision: ZOfficeOfferDecision.nullable(),
});
export type TOfficeOfferItem = z.infer<typeof ZOfficeOfferItem>;

export const ZOfficeOfferPage = z.object({
  items: z.array(ZOfficeOfferItem),
  total: z.number().int(),
  pagina: z.number().int(),
  tamano: z.number().int(),
});
export type TOfficeOfferPage = z.infer<typeof ZOfficeOfferPage>;

export const ZOfficeOfferParams = z.object({ idOferta: z.coerce.number().int().positive() });

export const ZOfficeTimelineEntry = z.object({
  id: z.number().int(),
  fecha: z.string(),
  emailActor: z.string().nullable(),
  rolActor: z.string(),
  accion: z.string(),
  estadoAnterior: z.string().nullable(),
  estadoNuevo: z.string().nullable(),
  motivo: z.string().nullable(),
});

export const ZOfficeOfferSheet = z.object({
  idOferta: z.number().int(),
  estado: z.enum(OFFER_STATES),
  idEmpresa: z.number().int(),
  empresa: z.string(),
  decision: ZOfficeOfferDecision.nullable(),
  /** Exactly what a student sees (the student offer detail of modules/offers). */
  vistaAlumno: ZOfferDetail,
  historial: z.array(ZOfficeTimelineEntry),
});
export type TOfficeOfferSheet = z.infer<typeof ZOfficeOfferSheet>;

export const ZOfficeOfferReject = z.object({
  codigoMotivo: ZOfferRejectReason,
  comentario: z.string().trim().max(2000, 'malformed').optional(),
});
export type TOfficeOfferReject = z.infer<typeof ZOfficeOfferReject>;

export const ZOfficeOfferReturn = z.object({ comentario: z.string().trim().min(1, 'required').max(2000, 'malformed') });

const ids = z.array(z.number().int().positive()).min(1, 'required').max(100, 'malformed');
export const ZOfficeOfferBulkApprove = z.object({ ids });
export const ZOfficeOfferBulkReject = ZOfficeOfferReject.extend({ ids });

/** One offer's outcome in a bulk decision: status 0, or the catalogue code that refused it. */
export const ZOfficeOfferBulkResult = z.object({
  resultados: z.array(
    z.object({ idOferta: z.number().int(), status: z.number().int(), estado: z.enum(OFFER_STATES).nullable() }),
  ),
});
export type TOfficeOfferBulkResult = z.infer<typeof ZOfficeOfferBulkResult>;

/**
 * POST /api/Gestion/ofertas/{idOferta}/editar: the office corrects what the company wrote, with
 * the company's own field rules (the same schema as addOferta); only the fields sent change.
 */
export const OFFICE_OFFER_EDIT_FIELDS = [
  'titulo',
  'descripcion',
  'tareas',
  'plazas',
  'horario',
  'experienciaRequerida',
  'experienciaDeseable',
  'salario',
  'otraRemuneracion',
  'fechaCaducidad',
] as const;
export const ZOfficeOfferEdit = ZOfferFormFields.pick({
  titulo: true,
  descripcion: true,
  tareas: true,
  plazas: true,
  horario: true,
  experienciaRequerida: true,
  experienciaDeseable: true,
  salario: true,
  otraRemuneracion: true,
  fechaCaducidad: true,
})
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'required' });
export type TOfficeOfferEdit = z.infer<typeof ZOfficeOfferEdit>;
