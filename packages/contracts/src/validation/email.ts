// A practical subset of RFC 5322: dot-atom local part, host names with a TLD of 2+ letters.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const EMAIL_MAX = 254;

/** Trims and lower-cases an email address, the form used to compare logins. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** SPEC §5 'Email required and valid' (error 69 in the API). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

/** True when the text has a letter carrying a diacritic (á, è, ñ, ü, ç ...). */
export function hasAccentedCharacters(value: string): boolean {
  return /[\u0300-\u036f]/.test(value.normalize('NFD'));
}

/** SPEC §5 company contact email: contains an @ and a dot, and no accented characters. */
export function isContactEmail(value: string): boolean {
  const email = value.trim();
  return email.includes('@') && email.includes('.') && !hasAccentedCharacters(email);
}
