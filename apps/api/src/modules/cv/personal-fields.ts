import type { TPersonalField } from '@portal/contracts/cv/cv-personal.schemas';
import type { StudentRow, UserRow } from '../../db/tables/people';

/**
 * Where each personal field of SPEC §3 lives and how it is typed: the one table that both
 * dameCvUsuario (read) and editDatosPersonales / faltanDatosPersonalesObligatorios (write, check)
 * go through, so a field's name, column and brand rule cannot drift apart.
 */
export type FieldKind = 'text' | 'id' | 'bool' | 'ids' | 'lang';

/** A reference a field's id must exist in: a table or a list of domain_items. */
export type FieldReference = { table: 'countries' | 'provinces' | 'localities' | 'campuses' } | { list: string };

export interface PersonalColumn {
  table: 'users' | 'students';
  column: keyof UserRow | keyof StudentRow;
  kind: FieldKind;
  ref?: FieldReference;
}

export const PERSONAL_COLUMNS: Readonly<Record<TPersonalField, PersonalColumn>> = {
  nombre: { table: 'users', column: 'nombre', kind: 'text' },
  primerApellido: { table: 'students', column: 'apellido1', kind: 'text' },
  segundoApellido: { table: 'students', column: 'apellido2', kind: 'text' },
  idTipoDocumento: {
    table: 'students',
    column: 'tipo_documento_id',
    kind: 'id',
    ref: { list: 'tiposDocumentoIdentidad' },
  },
  dni: { table: 'students', column: 'dni', kind: 'text' },
  fechaNacimiento: { table: 'students', column: 'fecha_nacimiento', kind: 'text' },
  idGenero: { table: 'students', column: 'genero_id', kind: 'id', ref: { list: 'generos' } },
  email: { table: 'students', column: 'email_personal', kind: 'text' },
  emailEstudiante: { table: 'students', column: 'email_estudiante', kind: 'text' },
  comunicacionesEnEmailEstudiante: { table: 'students', column: 'comunicaciones_en_email_estudiante', kind: 'bool' },
  telefono1: { table: 'students', column: 'telefono1', kind: 'text' },
  telefono2: { table: 'students', column: 'telefono2', kind: 'text' },
  idTipoVia: { table: 'students', column: 'tipo_via_id', kind: 'id', ref: { list: 'tiposVia' } },
  direccion: { table: 'students', column: 'direccion', kind: 'text' },
  cp: { table: 'students', column: 'cp', kind: 'text' },
  localidad: { table: 'students', column: 'localidad', kind: 'text' },
  idLocalidad: { table: 'students', column: 'locality_id', kind: 'id', ref: { table: 'localities' } },
  idProvincia: { table: 'students', column: 'province_id', kind: 'id', ref: { table: 'provinces' } },
  idPais: { table: 'students', column: 'country_id', kind: 'id', ref: { table: 'countries' } },
  direccionCurso: { table: 'students', column: 'direccion_curso', kind: 'text' },
  cpCurso: { table: 'students', column: 'cp_curso', kind: 'text' },
  localidadCurso: { table: 'students', column: 'localidad_curso', kind: 'text' },
  idProvinciaCurso: { table: 'students', column: 'province_curso_id', kind: 'id', ref: { table: 'provinces' } },
  iban: { table: 'students', column: 'iban', kind: 'text' },
  numeroSeguridadSocial: { table: 'students', column: 'social_security_number', kind: 'text' },
  nacionalidades: { table: 'students', column: 'nacionalidades', kind: 'ids', ref: { table: 'countries' } },
  discapacidad: { table: 'students', column: 'discapacidad', kind: 'bool' },
  aceptaNewsletter: { table: 'students', column: 'acepta_newsletter', kind: 'bool' },
  aceptaInformacion: { table: 'students', column: 'acepta_informacion', kind: 'bool' },
  idiomaPreferido: { table: 'users', column: 'preferred_language', kind: 'lang' },
};

/** Fields editDatosEmail writes; editDatosPersonales leaves them alone. */
export const EMAIL_FIELDS: readonly TPersonalField[] = ['email', 'comunicacionesEnEmailEstudiante'];

/** Parses the JSON array of ids stored in a text column; anything else reads as empty. */
export function parseIds(value: unknown): number[] {
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** The API value of a stored column. */
export function readValue(kind: FieldKind, stored: unknown): unknown {
  switch (kind) {
    case 'bool':
      return Boolean(Number(stored));
    case 'ids':
      return parseIds(stored);
    case 'lang':
      return stored === 'ca' ? 2 : 1;
    case 'id':
      return stored === null || stored === undefined ? null : Number(stored);
    default:
      return stored ?? null;
  }
}

/** The stored value of an API value (undefined, null and '' clear a column). */
export function storedValue(kind: FieldKind, value: unknown): unknown {
  switch (kind) {
    case 'bool':
      return value ? 1 : 0;
    case 'ids':
      return JSON.stringify(Array.isArray(value) ? value : []);
    case 'lang':
      return value === 2 ? 'ca' : 'es';
    default:
      return value === undefined || value === '' ? null : value;
  }
}

/** What "missing" means for a required field: booleans are never missing (unticked is an answer). */
export function isMissing(kind: FieldKind, value: unknown): boolean {
  if (kind === 'bool') return false;
  if (kind === 'ids') return !Array.isArray(value) || value.length === 0;
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
