import { PASSWORD_MIN } from '../limits';

/** SPEC §5/§9 password: min 8 characters with at least one digit (error 28). */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN && /\d/.test(value);
}

/** SPEC §5: the confirmation must match the password exactly. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
