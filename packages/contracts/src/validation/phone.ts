import { PHONE_MIN } from '../limits';

/** ITU-T E.164 caps a phone number at 15 digits ("not too long", SPEC §5). */
export const PHONE_MAX_DIGITS = 15;
// Digits and spaces, with an optional leading + for the international prefix.
const PHONE_PATTERN = /^\+?[\d ]+$/;

/** SPEC §5/§9 phone (error 70): digits, spaces and a leading +, 9 to 15 digits. */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  if (!PHONE_PATTERN.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= PHONE_MIN && digits <= PHONE_MAX_DIGITS;
}
