import { AGREEMENT_ID_MIN, PHONE_MIN, POSTAL_ADDRESS_MAX, TEXT_MAX, TEXT_MIN } from '../limits';

/** Length of the trimmed text between min and max characters, both included. */
export function isLengthBetween(value: string, min: number, max: number): boolean {
  const length = value.trim().length;
  return length >= min && length <= max;
}

/** Trimmed text of at least `min` characters. */
export function hasMinLength(value: string, min: number): boolean {
  return value.trim().length >= min;
}

/** SPEC §9 name, address and town fields: 3 to 150 characters. */
export function isStandardText(value: string): boolean {
  return isLengthBetween(value, TEXT_MIN, TEXT_MAX);
}

/** SPEC §9 postal delivery address (domicilioEnvioPostal): 3 to 250 characters. */
export function isPostalAddress(value: string): boolean {
  return isLengthBetween(value, TEXT_MIN, POSTAL_ADDRESS_MAX);
}

/** SPEC §5/§9 phones: at least 9 characters. */
export function hasPhoneLength(value: string): boolean {
  return hasMinLength(value, PHONE_MIN);
}

/** SPEC §5/§9 agreement request ID: at least 9 characters. */
export function hasAgreementIdLength(value: string): boolean {
  return hasMinLength(value, AGREEMENT_ID_MIN);
}

/**
 * Issue #12 item 2: text never holds a NUL character (PostgreSQL cannot store one). True when
 * `value`, or any string or key inside it, has one.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
