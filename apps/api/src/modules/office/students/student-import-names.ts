import { ID_DOCUMENT_TYPES } from '@portal/contracts/cv/cv-personal.schemas';

/**
 * What the import fills on the student's own CV besides the office's display name (SPEC §3
 * Personal fields: primerApellido, segundoApellido, idTipoDocumento are required there), so that
 * an imported student's first save of personal data is not refused for what the office knew.
 */

/** Words that belong to the surname that follows them (`de la Fuente`, `del Río`, `Sant Joan`). */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'i', 'san', 'santa', 'sant', 'dels', 'el', 'les']);

export interface Surnames {
  primer: string;
  segundo: string | null;
}

/**
 * The two surnames of a one-column `apellidos`: a comma separates them when there is one;
 * otherwise the first surname is the first word with the particles before it, the rest the second.
 */
export function splitSurnames(apellidos: string): Surnames {
  const text = apellidos.trim().replace(/\s+/g, ' ');
  const comma = text.indexOf(',');
  if (comma > 0) {
    const segundo = text.slice(comma + 1).trim();
    return { primer: text.slice(0, comma).trim(), segundo: segundo || null };
  }
  const words = text.split(' ');
  let i = 0;
  while (i < words.length - 1 && PARTICLES.has(words[i].toLowerCase())) i++;
  const primer = words.slice(0, i + 1).join(' ');
  const segundo = words.slice(i + 1).join(' ');
  return { primer, segundo: segundo || null };
}

/** The row's surnames: the optional columns when given, else split from `apellidos`. */
export function surnamesOf(row: { apellidos: string; primerapellido?: string; segundoapellido?: string }): Surnames {
  if (row.primerapellido) return { primer: row.primerapellido, segundo: row.segundoapellido || null };
  return splitSurnames(row.apellidos);
}

/** The import reads DNI and NIE only (zDni): a NIE starts with X, Y or Z. */
export function documentTypeOf(dni: string): number {
  return /^[XYZ]/i.test(dni) ? ID_DOCUMENT_TYPES.nie : ID_DOCUMENT_TYPES.dni;
}
