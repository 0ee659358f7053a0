import { SSN_DIGITS } from '../limits';

/** Drops spaces, slashes, dots and hyphens (the number is often written 28/12345678/40). */
export function normalizeSsn(value: string): string {
  return value.replace(/[\s/.-]/g, '');
}

/**
 * Control digits of a Spanish social-security (affiliation) number, from its first 10 digits:
 * province (2) + sequence (8). When the sequence is below 10,000,000 the number checked is
 * province * 10^7 + sequence, otherwise the 10 digits read as one number; the control is that mod 97.
 */
export function ssnControl(first10: string): number {
  const province = Number(first10.slice(0, 2));
  const sequence = Number(first10.slice(2, 10));
  const base = sequence < 10_000_000 ? province * 10_000_000 + sequence : Number(first10);
  return base % 97;
}

/** SPEC §5/§9 social-security number (error 108): 12 digits whose last two are the control. */
export function isValidSsn(value: string): boolean {
  const ssn = normalizeSsn(value);
  if (ssn.length !== SSN_DIGITS || !/^\d+$/.test(ssn)) return false;
  return ssnControl(ssn.slice(0, 10)) === Number(ssn.slice(10));
}
