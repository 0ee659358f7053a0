import { POSTAL_CODE_MIN_DIGITS } from '../limits';

const POSTAL_CODE_PATTERN = new RegExp(`^\\d{${POSTAL_CODE_MIN_DIGITS},}$`);

/** SPEC §9 postal code: 5 or more digits (company registration, SPEC §5). */
export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim());
}
