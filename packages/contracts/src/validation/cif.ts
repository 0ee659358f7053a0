/** Organisation letters of the Spanish CIF (NIF of legal entities). */
const CIF_PATTERN = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;
const CONTROL_LETTERS = 'JABCDEFGHI';
// Public bodies, non-resident entities and the like carry a letter; companies a digit.
const LETTER_CONTROL = 'PQRSNW';
const DIGIT_CONTROL = 'ABEH';

/** Trims, drops inner spaces and hyphens, and upper-cases a CIF. */
export function normalizeCif(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Control digit (0-9) of the 7 central digits: even positions are added as they are, odd positions
 * are doubled and their digits summed; the control is (10 - sum mod 10) mod 10.
 */
export function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** SPEC §5 fiscal account: CIF format check (error 33), including the control character. */
export function isValidCif(value: string): boolean {
  const match = CIF_PATTERN.exec(normalizeCif(value));
  if (!match) return false;
  const [, entity, digits, control] = match;
  const expected = cifControlDigit(digits);
  const digitOk = control === String(expected);
  const letterOk = control === CONTROL_LETTERS[expected];
  if (LETTER_CONTROL.includes(entity)) return letterOk;
  if (DIGIT_CONTROL.includes(entity)) return digitOk;
  return digitOk || letterOk;
}
