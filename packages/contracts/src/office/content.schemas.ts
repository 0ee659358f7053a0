import { z } from 'zod';
import { isValidUrl } from '../validation/url';
import { zCoercedId, zId } from '../validation/ids';

/**
 * Content the office publishes (issue #15 'Content the office publishes'): communications
 * (SPEC §3 'Communication': fechaDesde, descripcion, enlace), events and guides. Each item has a
 * Spanish and a Catalan text (the Catalan may be left empty: readers then get the Spanish one),
 * publish and unpublish dates, a draft flag and an audience (students, graduates, companies for
 * communications only) optionally narrowed to a degree or a campus. Its state follows from those:
 * borrador (draft), programado (publish date ahead), publicado, caducado (unpublish date passed).
 */
export const CONTENT_STATES = ['borrador', 'programado', 'publicado', 'caducado'] as const;
export const ZContentState = z.enum(CONTENT_STATES);
export type TContentState = z.infer<typeof ZContentState>;

/** Who an item is for. Events and guides are student pages: companies are for communications only. */
export const CONTENT_AUDIENCES = ['todos', 'alumnos', 'titulados', 'empresas'] as const;
export const ZContentAudience = z.enum(CONTENT_AUDIENCES);
export type TContentAudience = z.infer<typeof ZContentAudience>;

/** Catalogue codes of this area (status-catalogue/errors-230-office-content.ts). */
export const CONTENT_CODES = {
  notFound: 230,
  shared: 231,
  dates: 232,
  file: 233,
  enrolments: 234,
  notEnrolled: 235,
  reference: 236,
  audience: 237,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const zDate = (missing: 'required' | 'malformed' = 'malformed') =>
  z
    .string({ error: missing })
    .regex(DATE, 'malformed')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'malformed');
const zOptionalDate = () => zDate().nullable().optional().default(null);
const zText = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'maxLength');
const zOptionalText = (max: number) => z.string().trim().max(max, 'maxLength').optional().default('');

/** A link in a communication: a page of the portal ('/cv') or an absolute http(s) address. */
export function isContentLink(value: string): boolean {
  const v = value.trim();
  return (v.startsWith('/') && !v.startsWith('//') && !/\s/.test(v)) || isValidUrl(v);
}

const audienceFields = {
  destinatarios: ZContentAudience.default('todos'),
  idTitulacion: zId().nullable().optional().default(null),
  idSede: zId().nullable().optional().default(null),
  borrador: z.boolean().default(false),
};

/** Publish dates in order; a degree or campus narrows students, never companies. */
function checkCommon(
  v: {
    publicarDesde: string | null;
    publicarHasta: string | null;
    destinatarios: TContentAudience;
    idTitulacion: number | null;
    idSede: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if (v.publicarDesde && v.publicarHasta && v.publicarHasta < v.publicarDesde)
    ctx.addIssue({ code: 'custom', path: ['publicarHasta'], message: String(CONTENT_CODES.dates) });
  if (v.destinatarios === 'empresas' && (v.idTitulacion !== null || v.idSede !== null))
    ctx.addIssue({ code: 'custom', path: ['destinatarios'], message: String(CONTENT_CODES.audience) });
}

export const ZCommunicationForm = z
  .object({
    descripcionEs: zText(2000),
    descripcionCa: zOptionalText(2000),
    enlace: z
      .string()
      .trim()
      .max(500, 'maxLength')
      .refine((v) => v === '' || isContentLink(v), 'malformed')
      .optional()
      .default(''),
    publicarDesde: zDate('required'),
    publicarHasta: zOptionalDate(),
    ...audienceFields,
  })
  .superRefine(checkCommon);
export type TCommunicationForm = z.input<typeof ZCommunicationForm>;
export type TCommunicationFormParsed = z.output<typeof ZCommunicationForm>;

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

export const ZEventForm = z
  .object({
    tituloEs: zText(200),
    tituloCa: zOptionalText(200),
    entradillaEs: zOptionalText(400),
    entradillaCa: zOptionalText(400),
    descripcionEs: zOptionalText(6000),
    descripcionCa: zOptionalText(6000),
    categoriaEs: zText(100),
    categoriaCa: zOptionalText(100),
    lugarEs: zText(200),
    lugarCa: zOptionalText(200),
    /** When it takes place: an ISO timestamp in UTC. */
    fecha: z.string({ error: 'required' }).regex(ISO_DATETIME, 'malformed'),
    destacado: z.boolean().default(false),
    /** Places; null without a limit. */
    plazas: z.number().int('malformed').min(1, 'malformed').max(100_000, 'malformed').nullable().default(null),
    inscripcionAbierta: z.boolean().default(true),
    /** An uploaded picture (POST contenidos/ficheros, tipo imagenEvento); null without one. */
    idImagen: zId().nullable().optional().default(null),
    publicarDesde: zOptionalDate(),
    publicarHasta: zOptionalDate(),
    ...audienceFields,
  })
  .superRefine((v, ctx) => {
    checkCommon(v, ctx);
    // SPEC §8 77/78: an event is for students or for graduates (or both), never for companies.
    if (v.destinatarios === 'empresas')
      ctx.addIssue({ code: 'custom', path: ['destinatarios'], message: String(CONTENT_CODES.audience) });
  });
export type TEventForm = z.input<typeof ZEventForm>;
export type TEventFormParsed = z.output<typeof ZEventForm>;

export const ZGuideForm = z
  .object({
    tituloEs: zText(200),
    tituloCa: zOptionalText(200),
    descripcionEs: zOptionalText(4000),
    descripcionCa: zOptionalText(4000),
    /** The guide's file (tipo guia) and picture (tipo imagenGuia), uploaded first. */
    idFichero: zId('required'),
    idImagen: zId().nullable().optional().default(null),
    publicarDesde: zOptionalDate(),
    publicarHasta: zOptionalDate(),
    ...audienceFields,
  })
  .superRefine((v, ctx) => {
    checkCommon(v, ctx);
    if (v.destinatarios === 'empresas')
      ctx.addIssue({ code: 'custom', path: ['destinatarios'], message: String(CONTENT_CODES.audience) });
  });
export type TGuideForm = z.input<typeof ZGuideForm>;
export type TGuideFormParsed = z.output<typeof ZGuideForm>;

const common = {
  estado: ZContentState,
  publicarDesde: z.string().nullable(),
  publicarHasta: z.string().nullable(),
  destinatarios: ZContentAudience,
  idTitulacion: z.number().int().nullable(),
  idSede: z.number().int().nullable(),
  borrador: z.boolean(),
  /** Written for every brand (the demo's): listed, but changed by nobody here. */
  compartido: z.boolean(),
};

export const ZOfficeCommunication = z.object({
  idComunicacion: z.number().int(),
  descripcionEs: z.string(),
  descripcionCa: z.string(),
  enlace: z.string(),
  ...common,
});
export type TOfficeCommunication = z.infer<typeof ZOfficeCommunication>;

export const ZOfficeEvent = z.object({
  idEvento: z.number().int(),
  tituloEs: z.string(),
  tituloCa: z.string(),
  entradillaEs: z.string(),
  entradillaCa: z.string(),
  descripcionEs: z.string(),
  descripcionCa: z.string(),
  categoriaEs: z.string(),
  categoriaCa: z.string(),
  lugarEs: z.string(),
  lugarCa: z.string(),
  fecha: z.string(),
  destacado: z.boolean(),
  plazas: z.number().int().nullable(),
  inscripcionAbierta: z.boolean(),
  idImagen: z.number().int().nullable(),
  urlImagen: z.string().nullable(),
  inscritos: z.number().int(),
  ...common,
});
export type TOfficeEvent = z.infer<typeof ZOfficeEvent>;

export const ZOfficeGuide = z.object({
  idGuia: z.number().int(),
  tituloEs: z.string(),
  tituloCa: z.string(),
  descripcionEs: z.string(),
  descripcionCa: z.string(),
  idFichero: z.number().int().nullable(),
  urlFichero: z.string().nullable(),
  idImagen: z.number().int().nullable(),
  urlImagen: z.string().nullable(),
  ...common,
});
export type TOfficeGuide = z.infer<typeof ZOfficeGuide>;

export const ZOfficeCommunicationList = z.array(ZOfficeCommunication);
export const ZOfficeEventList = z.array(ZOfficeEvent);
export const ZOfficeGuideList = z.array(ZOfficeGuide);

export const ZCommunicationParams = z.object({ idComunicacion: zCoercedId() });
export const ZEventParams = z.object({ idEvento: zCoercedId() });
export const ZGuideParams = z.object({ idGuia: zCoercedId() });

/** A person enrolled in an event, with their attendance (null until marked). */
export const ZEventEnrolment = z.object({
  idUsuario: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  fechaInscripcion: z.string(),
  asistio: z.boolean().nullable(),
});
export type TEventEnrolment = z.infer<typeof ZEventEnrolment>;
export const ZEventEnrolmentList = z.array(ZEventEnrolment);

export const ZAttendanceBody = z.object({ idUsuario: zId('required'), asistio: z.boolean({ error: 'required' }) });
export type TAttendanceBody = z.infer<typeof ZAttendanceBody>;

/** Uploads of this area: a guide's file (PDF, office documents) or a picture (images only). */
export const CONTENT_UPLOAD_KINDS = ['guia', 'imagenGuia', 'imagenEvento'] as const;
export const ZContentUploadKind = z.enum(CONTENT_UPLOAD_KINDS);
export type TContentUploadKind = z.infer<typeof ZContentUploadKind>;
export const CONTENT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const CONTENT_GUIDE_EXTENSIONS = ['pdf', 'doc', 'docx', 'odt', 'ppt', 'pptx', 'odp'] as const;

export const ZContentUploadBody = z.object({
  tipo: ZContentUploadKind,
  /** File name as chosen, with its extension. */
  nombre: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'maxLength'),
  /** The content in base64 (a data: URL prefix is tolerated). */
  ficheroB64: z.string({ error: 'required' }).min(1, 'required'),
});
export type TContentUploadBody = z.infer<typeof ZContentUploadBody>;

export const ZContentUpload = z.object({
  idFichero: z.number().int(),
  url: z.string(),
  nombre: z.string(),
  mime: z.string(),
});
export type TContentUpload = z.infer<typeof ZContentUpload>;
