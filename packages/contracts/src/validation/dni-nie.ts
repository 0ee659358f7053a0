/** SPEC §5 identity number check: the control letter is this table at (number mod 23). */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKET';
// SPEC §5: 8 digits + letter (DNI) or X/Y/Z + 7 digits + letter (NIE).
const DNI_NIE_PATTERN = /^([XYZ]\d{7}|\d{8})([A-Z])$/;

/**
 * Drops the separators people type (`86830984-G`, `Y-4251780-Z`, `8683 0984 G`) and upper-cases,
 * as python-stdnum's `es.dni.compact` and `es.nie.compact` do: the form every service stores.
 */
export function normalizeDniNie(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** The control letter that a DNI number (or an NIE with X/Y/Z already mapped to 0/1/2) must carry. */
export function dniLetter(number: number): string {
  return DNI_LETTERS[number % 23];
}

/** SPEC §5 DNI/NIE check, case-insensitive, spaces and hyphens ignored. */
export function isValidDniNie(value: string): boolean {
  const match = DNI_NIE_PATTERN.exec(normalizeDniNie(value));
  if (!match) return false;
  // SPEC §5: X, Y and Z stand for 0, 1 and 2.
  const digits = match[1].replace('X', '0').replace('Y', '1').replace('Z', '2');
  return dniLetter(Number(digits)) === match[2];
}
