import { z } from 'zod';
import { HOURS_WEEK_MAX, TEXT_MAX, TEXT_MIN } from '../limits';
import { isValidCif, normalizeCif } from './cif';
import { isValidDniNie, normalizeDniNie } from './dni-nie';
import { isContactEmail, isValidEmail } from './email';
import { isValidIban, normalizeIban } from './iban';
import { isDaysPerWeek, isDedication, isGrade, isHoursPerDay, isMonths, isPlaces, parseDecimal } from './numbers';
import { isValidPassword } from './password';
import { isValidPhone } from './phone';
import { isValidPostalCode } from './postal-code';
import { isValidSsn, normalizeSsn } from './ssn';
import { containsNul } from './text';
import { isEnrolmentUrl, isLinkedinUrl, isValidUrl } from './url';

/**
 * Zod builders shared by API route schemas and web forms. A rule tied to a catalogue code
 * (SPEC §8) carries the code as its message; generic rules carry a key that the web maps to the
 * SPEC §5 generic texts. The API error handler answers with the first numeric message, else 15.
 */
export const FIELD_MESSAGES = {
  required: 'required',
  malformed: 'malformed',
  minLength: 'minLength',
  email: 'email',
  /** SPEC §5 'La url contiene errores' (enrolment and LinkedIn URLs). */
  url: 'url',
} as const;
export type TFieldMessage = (typeof FIELD_MESSAGES)[keyof typeof FIELD_MESSAGES];

const { required, malformed, minLength, email, url } = FIELD_MESSAGES;

/**
 * Missing reads as 'required' — undefined, null, and what an empty form control gives (an empty
 * string, or NaN from a number input); a value of the wrong type as 'malformed'.
 */
function requiredOrMalformed(issue: { input?: unknown }): string {
  const { input } = issue;
  const missing =
    input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));
  return missing ? required : malformed;
}

/** A trimmed, non-empty string; blank counts as missing. */
function zFilledString() {
  return z
    .string({ error: requiredOrMalformed })
    .trim()
    .min(1, { message: required, abort: true })
    .refine(hasNoNul, malformed);
}

/** Issue #12 item 2: text never carries a NUL character (PostgreSQL cannot store one). */
function hasNoNul(value: string): boolean {
  return !containsNul(value);
}

/** SPEC §5/§9 required text: trimmed, 3 to 150 characters by default. */
export function zRequiredText(min: number = TEXT_MIN, max: number = TEXT_MAX) {
  // One length check whose message depends on the input: zod 4.1 runs every length check even
  // after an aborting one, and a field should report a single issue ('required' when blank).
  return z
    .string({ error: requiredOrMalformed })
    .trim()
    .min(Math.max(min, 1), {
      error: (issue) => (issue.input === '' ? required : minLength),
      abort: true,
    })
    .max(max, malformed)
    .refine(hasNoNul, malformed);
}

/**
 * Makes a string field optional: absent, null or blank give undefined; anything else must pass
 * `schema` (with its own messages). Built as a transform so the key stays optional in the types
 * and in the OpenAPI document.
 */
export function zOptional<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string({ error: malformed })
    .nullish()
    .transform((value, ctx): z.output<T> | undefined => {
      if (value === null || value === undefined || value.trim() === '') return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        ctx.issues.push({ code: 'custom', message: issue.message, input: value, path: issue.path });
      }
      return z.NEVER;
    })
    .optional();
}

/** Optional text up to `max` characters (and at least `min` when given). */
export function zOptionalText(max: number = TEXT_MAX, min = 1) {
  return zOptional(zRequiredText(min, max));
}

/** SPEC §5 generic email rule, message key 'email'. */
export function zEmail() {
  return zFilledString().refine(isValidEmail, email);
}

/** The same email rule for API bodies whose malformed email answers catalogue code 69. */
export function zEmailCode() {
  return zFilledString().refine(isValidEmail, '69');
}

/**
 * SPEC §5 company contact email: @ and a dot, no accented characters. Code 69 (SPEC §8 email
 * format) like every company form's e-mail (issue #12 item 27); the web shows the SPEC §5 text.
 */
export function zContactEmail() {
  return zFilledString().max(TEXT_MAX, malformed).refine(isContactEmail, '69');
}

/** SPEC §5 phone (code 70). */
export function zPhone() {
  return zFilledString().refine(isValidPhone, '70');
}

/** SPEC §5 DNI/NIE (code 66), normalised to upper case. */
export function zDni() {
  return zFilledString().overwrite(normalizeDniNie).refine(isValidDniNie, '66');
}

/** SPEC §5 fiscal account CIF (code 33), normalised to compact upper case. */
export function zCif() {
  return zFilledString().overwrite(normalizeCif).refine(isValidCif, '33');
}

/** SPEC §5 IBAN (code 73), normalised to compact upper case. */
export function zIban() {
  return zFilledString().overwrite(normalizeIban).refine(isValidIban, '73');
}

/** SPEC §5/§9 social-security number (code 108), normalised to its 12 digits. */
export function zSsn() {
  return zFilledString().overwrite(normalizeSsn).refine(isValidSsn, '108');
}

/** SPEC §9 postal code: 5 or more digits. */
export function zPostalCode() {
  return zFilledString().max(TEXT_MAX, malformed).refine(isValidPostalCode, malformed);
}

/** SPEC §5 password (code 28). Not trimmed: spaces are part of a password. */
export function zPassword() {
  return z
    .string({ error: requiredOrMalformed })
    .min(1, { message: required, abort: true })
    .refine(hasNoNul, malformed)
    .refine(isValidPassword, '28');
}

/** SPEC §5 'URL well-formed'. */
export function zUrl() {
  return zFilledString().refine(isValidUrl, malformed);
}

/** SPEC §5 external enrolment URL; the web shows 'La url contiene errores'. */
export function zEnrolmentUrl() {
  return zFilledString().refine(isEnrolmentUrl, url);
}

/** SPEC §5 LinkedIn URL; the web shows 'La url contiene errores'. */
export function zLinkedinUrl() {
  return zFilledString().refine(isLinkedinUrl, url);
}

/**
 * A number given as a number or as text with a decimal comma (SPEC §5), output as a number.
 * `check` decides validity; `messageFor` may pick a catalogue code for a specific failure.
 */
function zNumeric(check: (n: number) => boolean, messageFor: (n: number) => string = () => malformed) {
  return z.union([z.number(), z.string()], { error: requiredOrMalformed }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.issues.push({ code: 'custom', message: required, input: value });
      return z.NEVER;
    }
    const n = parseDecimal(value);
    if (n === null || !check(n)) {
      ctx.issues.push({ code: 'custom', message: n === null ? malformed : messageFor(n), input: value });
      return z.NEVER;
    }
    return n;
  });
}

/** SPEC §5 average grade (nota) 1 to 4, decimal comma accepted. */
export function zGrade() {
  return zNumeric(isGrade);
}

/** SPEC §5 months 0 to 12. */
export function zMonths() {
  return zNumeric(isMonths);
}

/** SPEC §5 dedication percent 0 to 100. */
export function zDedication() {
  return zNumeric(isDedication);
}

/** SPEC §5 days per week 1 to 7. */
export function zDaysPerWeek() {
  return zNumeric(isDaysPerWeek);
}

/** SPEC §5 hours per week: decimal above 0; above 35 answers code 102 (SPEC §9). */
export function zHoursPerWeek() {
  return zNumeric(
    (n) => n > 0 && n <= HOURS_WEEK_MAX,
    (n) => (n > HOURS_WEEK_MAX ? '102' : malformed),
  );
}

/** SPEC §5 hours per day: numeric, above 0. Business caps (5 or 7 a day) live in services. */
export function zHoursPerDay() {
  return zNumeric(isHoursPerDay);
}

/** SPEC §5 total hours, remuneration and study aid: a decimal, at least `min` (0 by default). */
export function zDecimal(min = 0) {
  return zNumeric((n) => n >= min);
}

/** SPEC §5 places (plazas): a whole number, at least 1. */
export function zPlaces() {
  return zNumeric(isPlaces);
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date as 'YYYY-MM-DD' (the storage and API form of dates). */
export function zDate() {
  return zFilledString().refine(isIsoDate, malformed);
}

/** A boolean flag that legacy clients also send as 0/1 (or their text forms in query strings). */
export function zBoolFlag() {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
      error: requiredOrMalformed,
    })
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true');
}
