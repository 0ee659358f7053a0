import { z } from 'zod';
import { LANGUAGE_IDS } from '../auth/auth.schemas';
import { TEXT_MAX } from '../limits';
import { isValidDniNie, normalizeDniNie } from '../validation/dni-nie';
import {
  zBoolFlag,
  zDate,
  zEmailCode,
  zIban,
  zOptional,
  zOptionalText,
  zPhone,
  zPostalCode,
  zSsn,
} from '../validation/fields';
import { zIdList, zOptionalId } from './cv-fields.schemas';

/**
 * POST /api/Alumno/editDatosPersonales (SPEC §3 Personal fields, §5). The form sends every field
 * it shows: a visible and editable field left out or blank is cleared. What the brand hides or
 * makes read-only (SPEC §1 field rules) is ignored and keeps its stored value; what the brand
 * requires, and the base-required fields, must be present (15 with `datos.campos`).
 * Format codes: DNI/NIE 66, email 69, phone 70, IBAN 73, social-security number 108.
 */

/** Identity document types (domain list tiposDocumentoIdentidad). */
export const ID_DOCUMENT_TYPES = { dni: 1, nie: 2, passport: 3 } as const;

/** Fields of editDatosPersonales that are always required when the brand shows them editable. */
export const PERSONAL_BASE_REQUIRED = ['nombre', 'primerApellido', 'idTipoDocumento', 'dni'] as const;

/** A DNI/NIE (66) when the document type is DNI or NIE (or not given); a passport is free text. */
export function checkIdentityNumber(
  value: { idTipoDocumento?: number | null; dni?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (!value.dni) return;
  const type = value.idTipoDocumento ?? ID_DOCUMENT_TYPES.dni;
  if (type !== ID_DOCUMENT_TYPES.passport && !isValidDniNie(value.dni)) {
    ctx.addIssue({ code: 'custom', message: '66', path: ['dni'] });
  }
}

/** Normalises an identity number for storage: DNI/NIE upper case, passports trimmed upper case. */
export function normalizeIdentityNumber(value: string): string {
  return normalizeDniNie(value).replace(/\s+/g, '');
}

export const ZEditPersonalDataBody = z
  .object({
    nombre: zOptionalText(TEXT_MAX, 1),
    primerApellido: zOptionalText(TEXT_MAX, 1),
    segundoApellido: zOptionalText(TEXT_MAX, 1),
    idTipoDocumento: zOptionalId(),
    dni: zOptionalText(20, 1),
    fechaNacimiento: zOptional(zDate()),
    idGenero: zOptionalId(),
    emailEstudiante: zOptional(zEmailCode()),
    telefono1: zOptional(zPhone()),
    telefono2: zOptional(zPhone()),
    idTipoVia: zOptionalId(),
    direccion: zOptionalText(TEXT_MAX, 1),
    cp: zOptional(zPostalCode()),
    localidad: zOptionalText(TEXT_MAX, 1),
    idLocalidad: zOptionalId(),
    idProvincia: zOptionalId(),
    idPais: zOptionalId(),
    direccionCurso: zOptionalText(TEXT_MAX, 1),
    cpCurso: zOptional(zPostalCode()),
    localidadCurso: zOptionalText(TEXT_MAX, 1),
    idProvinciaCurso: zOptionalId(),
    iban: zOptional(zIban()),
    numeroSeguridadSocial: zOptional(zSsn()),
    nacionalidades: zIdList(5).optional(),
    discapacidad: zBoolFlag().optional(),
    aceptaNewsletter: zBoolFlag().optional(),
    aceptaInformacion: zBoolFlag().optional(),
    idiomaPreferido: z
      .union([z.literal(LANGUAGE_IDS.es), z.literal(LANGUAGE_IDS.ca), z.null()], { error: 'malformed' })
      .optional(),
    /** May come with the nationalities so that a non-EU national sets both at once (code 34). */
    tienePermisoTrabajo: zBoolFlag().optional(),
  })
  .superRefine(checkIdentityNumber);
export type TEditPersonalDataBody = z.infer<typeof ZEditPersonalDataBody>;

/** The personal fields a brand rule can name, in form order (keys of ZCvPersonal). */
export const PERSONAL_FIELDS = [
  'nombre',
  'primerApellido',
  'segundoApellido',
  'idTipoDocumento',
  'dni',
  'fechaNacimiento',
  'idGenero',
  'email',
  'emailEstudiante',
  'comunicacionesEnEmailEstudiante',
  'telefono1',
  'telefono2',
  'idTipoVia',
  'direccion',
  'cp',
  'localidad',
  'idLocalidad',
  'idProvincia',
  'idPais',
  'direccionCurso',
  'cpCurso',
  'localidadCurso',
  'idProvinciaCurso',
  'iban',
  'numeroSeguridadSocial',
  'nacionalidades',
  'discapacidad',
  'aceptaNewsletter',
  'aceptaInformacion',
  'idiomaPreferido',
] as const;
export type TPersonalField = (typeof PERSONAL_FIELDS)[number];

/** POST editDatosEmail: the personal email and where communications go (error 60). */
export const ZEditEmailBody = z.object({
  email: zOptional(zEmailCode()),
  comunicacionesEnEmailEstudiante: zBoolFlag(),
});
export type TEditEmailBody = z.infer<typeof ZEditEmailBody>;
