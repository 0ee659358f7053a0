import { z } from 'zod';
import { zCoercedId, zId } from '../validation/ids';

/**
 * Student side of offers (SPEC §2 Student only, §3 Process and offer card fields, §4 Matching-
 * offers mode, §7 'Offers and applications'). Company-side schemas live with proposals.
 */

/** SPEC §9 offer types of the lists; alternance offers have their own list. */
export const ZOfferListType = z.enum(['practicas', 'empleo']);
export type TOfferListType = z.infer<typeof ZOfferListType>;
/** Every stored offer type. */
export const ZOfferKind = z.enum(['practicas', 'empleo', 'alternancia']);
export type TOfferKind = z.infer<typeof ZOfferKind>;

/** Page size of every student offer list (numPaginas = ceil(numTotal / 10)). */
export const OFFER_PAGE_SIZE = 10;
/** ofertasEncajanConUsuario answers at most this many offers, newest first. */
export const MATCHING_OFFERS_MAX = 100;
/** Full-text search text: at most this many characters and words (the rest is ignored). */
export const SEARCH_TEXT_MAX = 100;
export const SEARCH_WORDS_MAX = 8;

/** SPEC §3 'textoPerfilOferta': 'Prácticas' means internship, anything else a job. */
export const PERFIL_TEXT = { practicas: 'Prácticas', empleo: 'Empleo' } as const;

/** dd/mm/yyyy, as SPEC §3 writes fechaDestacada. */
const ddmmyyyy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);

/** SPEC §3 offer card. */
export const ZOfferCard = z.object({
  /** Company name; null when the offer hides the company data. */
  empresa: z.string().nullable(),
  titulo: z.string(),
  /** The offer reference (shown when the brand flag mostrarReferenciaOferta is on). */
  idoferta: z.number().int(),
  /** State label in the user's language (the candidature state when shown as an application). */
  estado: z.string(),
  descripcionEstadoMotivo: z.string().nullable(),
  /** Publication date (the enrolment date when shown as an application), dd/mm/yyyy. */
  fecha: ddmmyyyy.nullable(),
  fechaDestacada: ddmmyyyy.nullable(),
  provincia: z.string().nullable(),
  nombreIsla: z.string().nullable(),
  idIsla: z.number().int().nullable(),
  urlAcceso: z.string(),
  textoPerfilOferta: z.string(),
  /** 1 employment, 2 placements (SPEC §9). */
  idPerfil: z.number().int(),
  tipo: ZOfferKind,
  // #16 part 2: optional, so clients written before them keep working; names as in the detail.
  /** Address of the company's public logo; null when not authorised, absent, or the company is hidden. */
  logo: z.string().nullable().optional(),
  /** Modality id (1 on site, 2 hybrid, 3 remote), as the detail's idModalidad. */
  idModalidad: z.number().int().nullable().optional(),
  /** Gross yearly salary in euros, as the offer form asks it. */
  salario: z.number().nullable().optional(),
  /** Study aid in euros a month, as the offer form asks it (0: none). */
  ayudaEstudio: z.number().nullable().optional(),
  /** Last day to apply, 'YYYY-MM-DD' (the detail's fechaCaducidad). */
  fechaCaducidad: z.string().nullable().optional(),
});
export type TOfferCard = z.infer<typeof ZOfferCard>;

/** datos of the list pages. Alternance lists (no count call in SPEC §7) also carry the counts. */
export const ZOfferPage = z.object({
  ofertas: z.array(ZOfferCard),
  pagina: z.number().int(),
  tamPagina: z.number().int(),
  numPaginas: z.number().int().optional(),
  numTotal: z.number().int().optional(),
});
export type TOfferPage = z.infer<typeof ZOfferPage>;

/** SPEC §3 'Offer list params'. */
export const ZOfferCount = z.object({ numPaginas: z.number().int(), numTotal: z.number().int() });
export type TOfferCount = z.infer<typeof ZOfferCount>;

/** SPEC §7 'ofertasEncajanConUsuario (datos.ofertas)'. */
export const ZMatchingOffers = z.object({ ofertas: z.array(ZOfferCard) });

// ---- Filters (SPEC §2 Offer list filters, §3 Filter state, §9 per-type filter lists) ----

const ids = z.array(zId()).max(50);
/** Query strings carry lists as `a=1&a=2` or `a=1,2`; stored filters as JSON arrays. */
const idList = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return undefined;
  const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
  return parts.filter((x) => x !== '').map((x) => (typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x) : x));
}, ids.optional());
const textList = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return undefined;
    return (Array.isArray(v) ? v : [v])
      .flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))
      .map((x) => (typeof x === 'string' ? x.trim() : x))
      .filter((x) => x !== '');
  },
  z.array(z.string().min(1).max(60)).max(20).optional(),
);
const flag = z.preprocess(
  (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' || v === '' ? false : v),
  z.boolean().optional(),
);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'malformed');

/** Filters common to every type (SPEC §2). */
export const COMMON_FILTERS = [
  'titulo',
  'provincia',
  'isla',
  'titulaciones',
  'fechaPublicacion',
  'fechainicio',
  'etiquetas',
  'omitirInscritos',
  'trabajoFin',
  'internacional',
  'encajaCV',
] as const;

export const ZOfferFilters = z.object({
  /** Full text over title, description and company (every word, as a prefix). */
  titulo: z.string().trim().max(SEARCH_TEXT_MAX, 'malformed').optional(),
  /** Location: province ids (INE) and island ids. */
  provincia: idList,
  isla: idList,
  /** Target degrees (any of them). */
  titulaciones: idList,
  /** Published on or after this date. */
  fechaPublicacion: isoDate.optional(),
  /** Expected start on or after this date. */
  fechainicio: isoDate.optional(),
  /** Labels (any of them). */
  etiquetas: textList,
  /** Leave out offers I have already applied to. */
  omitirInscritos: flag,
  /** Offers linked to a final thesis. */
  trabajoFin: z.enum(['TFG', 'TFM']).optional(),
  internacional: flag,
  /** Only offers whose requirements my CV meets (matching mode). */
  encajaCV: flag,
  // SPEC §9 job filters.
  contrato: idList,
  /** Minimum yearly salary (EUR). */
  salario: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().min(0).max(10_000_000).optional(),
  ),
  areasTitulaciones: idList,
  // SPEC §9 internship filters.
  areaFuncional: idList,
  nivelesTitulaciones: idList,
  tiposFormacion: idList,
  tituloPrograma: idList,
});
export type TOfferFilters = z.infer<typeof ZOfferFilters>;
export type TOfferFilterName = keyof TOfferFilters;

/** SPEC §9: the filters each list offers beyond the common ones; others answer 15. */
export const TYPE_FILTERS: Record<TOfferKind, readonly TOfferFilterName[]> = {
  empleo: ['contrato', 'salario', 'titulaciones', 'areasTitulaciones'],
  practicas: [
    'areaFuncional',
    'areasTitulaciones',
    'nivelesTitulaciones',
    'tiposFormacion',
    'titulaciones',
    'tituloPrograma',
  ],
  alternancia: [
    'areaFuncional',
    'areasTitulaciones',
    'nivelesTitulaciones',
    'tiposFormacion',
    'titulaciones',
    'tituloPrograma',
  ],
};

export const ZOfferListParams = z.object({ type: ZOfferListType, page: z.coerce.number().int().min(1).max(100_000) });
export const ZPageParams = z.object({ page: z.coerce.number().int().min(1).max(100_000) });
/** dameOferta/{id}: the numeric id or the access url (slug). */
export const ZOfferRefParams = z.object({ id: z.string().min(1).max(100) });
export const ZMatchingQuery = z.object({ tipo: ZOfferKind.optional() });

// ---- Offer detail ----

export const ZOfferDegree = z.object({ id: z.number().int(), descripcion: z.string(), obligatoria: z.boolean() });
export const ZOfferLanguage = z.object({
  idIdioma: z.number().int(),
  idioma: z.string(),
  idNivel: z.number().int().nullable(),
  nivel: z.string().nullable(),
  certificacion: z.boolean(),
});
export const ZRequiredDocument = z.object({ idTipoDocumento: z.number().int(), descripcion: z.string() });
export type TRequiredDocument = z.infer<typeof ZRequiredDocument>;

/**
 * Issue #16 part 4: how the signed-in student meets the offer's requirements, by the enrolment
 * gates' own rules (degree, degree level, languages, the CV requirements of gate 80). Only in the
 * student's own dameOferta answer; absent in previews.
 */
export const ZOfferFit = z.object({
  /** One of the offer's target degrees is mine; null when it targets no degree. */
  titulacion: z.boolean().nullable(),
  /** I have a degree of the level it is for (grado, or máster/doctorado); null when it asks no level. */
  nivel: z.boolean().nullable(),
  /** Per language asked, in the order of `idiomas`. */
  idiomas: z.array(z.object({ idIdioma: z.number().int(), cumple: z.boolean() })),
  /** The other requirements my CV does not meet (nationality, driving licence...), named. */
  otrosNoCumplidos: z.array(z.string()),
});
export type TOfferFit = z.infer<typeof ZOfferFit>;

export const ZOfferDetail = ZOfferCard.extend({
  descripcion: z.string(),
  tareas: z.string().nullable(),
  plazas: z.number().int(),
  horario: z.string().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  fechaCaducidad: z.string().nullable(),
  contrato: z.number().int().nullable(),
  salario: z.number().nullable(),
  otraRemuneracion: z.string().nullable(),
  ayudaEstudio: z.number().nullable(),
  horasDia: z.number().nullable(),
  horasSemana: z.number().nullable(),
  horasTotales: z.number().nullable(),
  dedicacion: z.number().nullable(),
  diasSemana: z.number().int().nullable(),
  meses: z.number().int().nullable(),
  idModalidad: z.number().int().nullable(),
  tipoPractica: z.string().nullable(),
  idAreaFuncional: z.number().int().nullable(),
  idSector: z.number().int().nullable(),
  idPrograma: z.number().int().nullable(),
  experienciaRequerida: z.string().nullable(),
  experienciaDeseable: z.string().nullable(),
  trabajoFin: z
    .object({ tipo: z.enum(['TFG', 'TFM']), nombre: z.string().nullable(), tutor: z.string().nullable() })
    .nullable(),
  localidad: z.string().nullable(),
  idProvincia: z.number().int().nullable(),
  idPais: z.number().int().nullable(),
  internacional: z.boolean(),
  titulaciones: z.array(ZOfferDegree),
  idiomas: z.array(ZOfferLanguage),
  etiquetas: z.array(z.string()),
  documentosRequeridos: z.array(ZRequiredDocument),
  urlInscripcion: z.string().nullable(),
  urlInfo: z.string().nullable(),
  /** Company profile; null when the offer hides the company data. */
  datosEmpresa: z
    .object({ nombre: z.string(), web: z.string().nullable(), descripcion: z.string().nullable() })
    .nullable(),
  /** My candidature to this offer, if any. */
  candidatura: z.object({ idCandidatura: z.number().int(), idEstado: z.number().int(), estado: z.string() }).nullable(),
  /** How I meet its requirements (issue #16 part 4); only in my own answer. */
  encaje: ZOfferFit.optional(),
});
export type TOfferDetail = z.infer<typeof ZOfferDetail>;

// ---- Saved searches and search history (SPEC §2 Offer list filters), kept on the server ----

export const SAVED_SEARCHES_MAX = 20;
export const SEARCH_HISTORY_MAX = 20;

/**
 * Issue #16 part 3: a saved search can be followed by e-mail, daily or weekly; 'ninguna' when not
 * followed.
 */
export const ZAlertFrequency = z.enum(['ninguna', 'diaria', 'semanal']);
export type TAlertFrequency = z.infer<typeof ZAlertFrequency>;

export const ZSavedSearch = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: ZOfferKind,
  filtros: z.record(z.string(), z.unknown()),
  fecha: z.string(),
  alerta: ZAlertFrequency,
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSaveSearchBody = z.object({
  nombre: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'malformed'),
  tipo: ZOfferKind,
  filtros: ZOfferFilters,
});
export const ZSearchIdBody = z.object({ id: zCoercedId('required') });
export const ZSearchAlertBody = z.object({ id: zCoercedId('required'), frecuencia: ZAlertFrequency });

/** The one-click unsubscribe of an alert e-mail (issue #16 part 3): the link's token only. */
export const ZAlertUnsubscribeBody = z.object({
  token: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{32,64}$/, 'malformed'),
});
export const ZAlertUnsubscribeQuery = ZAlertUnsubscribeBody.partial();
export const ZAlertUnsubscribed = z.object({ nombre: z.string() });
export type TAlertUnsubscribed = z.infer<typeof ZAlertUnsubscribed>;

export const ZSearchHistoryEntry = z.object({
  id: z.number().int(),
  tipo: ZOfferKind,
  filtros: z.record(z.string(), z.unknown()),
  fecha: z.string(),
});
export const ZSearchHistory = z.object({ historial: z.array(ZSearchHistoryEntry) });
export const ZSavedSearches = z.object({ busquedas: z.array(ZSavedSearch) });
