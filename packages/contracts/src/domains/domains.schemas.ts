import { z } from 'zod';
import { REASON_SCOPES } from '../limits';
import { zCoercedId } from '../validation/ids';

/**
 * Reference lists of SPEC §3 'Domain lists' and the calls of SPEC §7 'Domains and other'.
 * Every item is `{ id, descripcion }` in the requested language, plus list-specific fields.
 */

/** SPEC §9 languages of the lists; anything else answers HTTP 400 with status 15. */
export const ZLang = z.enum(['es', 'ca']);
export type TLang = z.infer<typeof ZLang>;

export const ZLangParams = z.object({ lang: ZLang });

const id = z.number().int();

export const ZDomainItem = z.object({ id, descripcion: z.string() });
export type TDomainItem = z.infer<typeof ZDomainItem>;

/** Items of the small lists; `codigo` when the list has an external code (ISO 639, CEFR, ...). */
export const ZCodedItem = ZDomainItem.extend({ codigo: z.string().optional() });
export type TCodedItem = z.infer<typeof ZCodedItem>;

export const ZPais = ZDomainItem.extend({
  /** ISO 3166-1 alpha-2. */
  codigo: z.string(),
  /** European Union member (SPEC §8 code 34: work permit for non-EU nationals). */
  ue: z.boolean(),
});

export const ZProvincia = ZDomainItem.extend({ tieneIslas: z.boolean() });
export const ZLocalidad = ZDomainItem.extend({ idProvincia: id });
export const ZIsla = ZDomainItem.extend({ idIsla: id, idProvincia: id });
export const ZSede = ZDomainItem;

export const ZNivelTitulacion = z.enum(['grado', 'master', 'doctorado', 'ciclo']);
export const ZTitulacion = ZDomainItem.extend({
  nivel: ZNivelTitulacion,
  idSede: id,
  /** Id in areasTitulaciones. */
  idArea: id,
  creditos: z.number().int(),
  /** Two-year máster (SPEC §9: needs 50% of credits passed). */
  dosAnios: z.boolean(),
});
export type TTitulacion = z.infer<typeof ZTitulacion>;

/** SPEC §3 Rejection reason; `idPerfil` null means the reason fits every profile (SPEC §4). */
export const ZMotivoCambioEstado = ZDomainItem.extend({
  idMotivo: id,
  idEstado: id,
  idPerfil: id.nullable(),
});
export type TMotivoCambioEstado = z.infer<typeof ZMotivoCambioEstado>;

export const ZAmbito = ZDomainItem.extend({
  ambitoEstudo: z.string(),
  especialidadesAmbitoEstudio: z.array(ZDomainItem),
});

/** SPEC §3 offer payload: contract type 5 carries management fees (notice 506, SPEC §9 fees). */
export const ZContratoOfertaPracticas = ZCodedItem.extend({ cuotaGestion: z.boolean() });
export const ZRangoCreditos = ZCodedItem.extend({ desde: z.number(), hasta: z.number() });

/** Lists whose items are plain `{ id, descripcion, codigo? }`. */
export const GENERIC_DOMAIN_LISTS = [
  'areasFuncionales',
  'sectoresActividad',
  'tiposContrato',
  'tiposDocumentoAlumnoPracticas',
  'estadosCandidaturasAlumno',
  'estadosDestinoCandidaturaEmpresa',
  'tiposContacoEmpresa',
  'tiposVia',
  'idiomas',
  'nivelesIdioma',
  'nivelesInformatica',
  'programasInformaticos',
  'competencias',
  'tiposEstancia',
  'tiposFormacionAcademica',
  'tiposDocumentoIdentidad',
  'tiposContratoExperiencia',
  'nivelesTitulacion',
  'rangosFacturacion',
  'rangosEmpleados',
  'opcionesPublicacion',
  'tagsInteresAlumno',
  'nivelesFormativosSNE',
  'tiposEmpresa',
  'tiposSociedad',
  'generos',
  'areasTitulaciones',
] as const;
export type TGenericDomainList = (typeof GENERIC_DOMAIN_LISTS)[number];

const genericShape = Object.fromEntries(GENERIC_DOMAIN_LISTS.map((name) => [name, z.array(ZCodedItem)])) as {
  [K in TGenericDomainList]: z.ZodArray<typeof ZCodedItem>;
};

/** GET /api/Dominios/dominios/{lang}: every list keyed by its SPEC §3 name. */
export const ZDominios = z.object({
  ...genericShape,
  paises: z.array(ZPais),
  provincias: z.array(ZProvincia),
  localidades: z.array(ZLocalidad),
  islas: z.array(ZIsla),
  sedes: z.array(ZSede),
  titulaciones: z.array(ZTitulacion),
  ambitos: z.array(ZAmbito),
  motivosCambioEstadoCandidatura: z.array(ZMotivoCambioEstado),
  tiposContratoOfertaPracticas: z.array(ZContratoOfertaPracticas),
  rangosCreditos: z.array(ZRangoCreditos),
});
export type TDominios = z.infer<typeof ZDominios>;

/** GET /api/Dominios/dominiosList/{lang}: the same lists as `[{ nombre, items }]`. */
export const ZDominiosList = z.array(
  z.object({
    nombre: z.string(),
    // Items keep their list-specific fields (see ZDominios for each list's shape).
    items: z.array(z.looseObject({ id, descripcion: z.string() })),
  }),
);
export type TDominiosList = z.infer<typeof ZDominiosList>;

/** Body of titulacionesPorSedes...: campus ids; 5 ('Todas', SPEC §9) means every campus. */
export const ZIdSedesBody = z.object({ idSedes: z.array(id).min(1, 'required') });

export const ZProvinceParams = z.object({ province: zCoercedId() });
export const ZIdParams = z.object({ id: zCoercedId() });

/** SPEC §3 Programme: pairs (id, name), sorted by name. */
export const ZProgramaActivo = z.object({ id, nombre: z.string() });
export const ZProgramasQuery = z.object({ lang: ZLang.optional() });
/** tipoMotivoCambioEstadoCandidatura: the candidate's reasons by default, the company's with `ambito=empresa`. */
export const ZReasonsQuery = ZProgramasQuery.extend({ ambito: z.enum(REASON_SCOPES).optional() });

/** The answers of the list routes (apps/api domains.routes.ts). */
export const ZTitulacionList = z.array(ZTitulacion);
export const ZCodedItemList = z.array(ZCodedItem);
export const ZMotivoCambioEstadoList = z.array(ZMotivoCambioEstado);
export const ZSedeList = z.array(ZSede);
export const ZDomainItemList = z.array(ZDomainItem);
export const ZProgramaActivoList = z.array(ZProgramaActivo);
/** esProvinciaConIslas/{province}. */
export const ZProvinceHasIslands = z.boolean();
