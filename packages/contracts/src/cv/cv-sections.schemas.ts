import { z } from 'zod';
import { TEXT_MAX } from '../limits';
import { zBoolFlag, zDate, zDecimal, zLinkedinUrl, zOptional, zOptionalText, zUrl } from '../validation/fields';
import { zId, zIdList, zInlineFileOrNull, zOptionalId } from './cv-fields.schemas';

/**
 * The other sections of the CV (SPEC §7 Student 'Personal data and CV'): languages, experiences,
 * interests, skills, IT knowledge, presentation, portfolio, work permit, preferences and
 * active-search flags.
 */

/** Presentation text and long descriptions. */
export const LONG_TEXT_MAX = 4000;

// --- Languages (SPEC §5: a CV language needs a language and a level) ---
export const ZLanguageBody = z.object({
  idIdioma: zId(),
  idNivel: zId(),
  certificacion: zBoolFlag().optional(),
  certificado: zOptionalText(TEXT_MAX, 1),
});
export type TLanguageBody = z.infer<typeof ZLanguageBody>;
export const ZEditLanguageBody = ZLanguageBody.extend({ id: zId() });
export type TEditLanguageBody = z.infer<typeof ZEditLanguageBody>;

// --- Experiences (brand rules `fields.experience`) ---
/** Experience fields always required (when shown and editable). */
export const EXPERIENCE_BASE_REQUIRED = ['empresa', 'puesto'] as const;
export const EXPERIENCE_FIELDS = [
  'empresa',
  'puesto',
  'idTipoContrato',
  'idAreaFuncional',
  'idSector',
  'fechaInicio',
  'fechaFin',
  'actual',
  'descripcion',
  'localidad',
  'idPais',
  'enlace',
  'adjunto',
] as const;

export const ZExperienceBody = z.object({
  empresa: zOptionalText(TEXT_MAX, 1),
  puesto: zOptionalText(TEXT_MAX, 1),
  idTipoContrato: zOptionalId(),
  idAreaFuncional: zOptionalId(),
  idSector: zOptionalId(),
  fechaInicio: zOptional(zDate()),
  fechaFin: zOptional(zDate()),
  actual: zBoolFlag().optional(),
  descripcion: zOptionalText(LONG_TEXT_MAX, 1),
  localidad: zOptionalText(TEXT_MAX, 1),
  idPais: zOptionalId(),
  enlace: zOptional(zUrl()),
  /** An attachment (SPEC §5 general upload whitelist, 2000 KB). */
  adjunto: zInlineFileOrNull(),
});
export type TExperienceBody = z.infer<typeof ZExperienceBody>;
export const ZEditExperienceBody = ZExperienceBody.extend({
  id: zId(),
  /** Drops the stored attachment (a new `adjunto` replaces it anyway). */
  eliminarAdjunto: zBoolFlag().optional(),
});
export type TEditExperienceBody = z.infer<typeof ZEditExperienceBody>;
/** addExperiencia answers the new id and the attachment's link (SPEC §7). */
export const ZNewExperience = z.object({ idNuevaAlta: z.number().int(), enlace: z.string().nullable() });
export type TNewExperience = z.infer<typeof ZNewExperience>;

// --- Interests, skills, IT knowledge ---
export const ZInterestsBody = z.object({ tagsInteres: zIdList(30) });
export const ZSkillsBody = z.object({ competencias: zIdList(30) });
export const ZItKnowledgeBody = z.object({
  programasInformaticos: z
    .array(z.object({ idPrograma: zId(), idNivel: zOptionalId() }), { error: 'malformed' })
    .max(50, 'malformed'),
});
export type TItKnowledgeBody = z.infer<typeof ZItKnowledgeBody>;

/** editProfesionales: what the student looks for and can offer. */
export const ZProfessionalBody = z.object({
  areasFuncionales: zIdList(20).optional(),
  sectores: zIdList(20).optional(),
  salarioDeseado: zDecimal().nullish(),
  carnetConducir: zBoolFlag().optional(),
  vehiculoPropio: zBoolFlag().optional(),
  disponibilidadExtranjero: zBoolFlag().optional(),
  disponibilidadTraslado: zBoolFlag().optional(),
  /** SPEC §5 LinkedIn URL ('La url contiene errores'). */
  linkedin: zOptional(zLinkedinUrl()),
});
export type TProfessionalBody = z.infer<typeof ZProfessionalBody>;

// --- Single-value edits (SPEC §7 names the bodies) ---
export const ZPresentationBody = z.object({ texto: zOptionalText(LONG_TEXT_MAX, 1) });
export const ZPortfolioBody = z.object({ enlace: zOptional(zUrl()) });
export const ZWorkPermitBody = z.object({ permiso: zBoolFlag() });
export const ZInternshipPreferenceBody = z.object({ idPeriodoPreferencia: zOptionalId() });
export const ZActiveSearchBody = z.object({ activa: zBoolFlag() });
export const ZSneLevelBody = z.object({ id: zId() });
export const ZUniversityInfoBody = z.object({ recibir: zBoolFlag() });
