/**
 * The rules of the contracts' ZLoginBody for `eUsuario` and `ePassword`
 * (packages/contracts/src/auth/auth.schemas.ts) as two plain functions. ADR 0004: the login form
 * is the one form without react-hook-form and zodResolver, so that /login loads neither; the unit
 * test beside this file checks that these rules and the schema agree. The messages are the SPEC §5
 * generic keys that field-error.ts turns into texts.
 */
export const LOGIN_USER_MAX = 254;
export const LOGIN_PASSWORD_MAX = 1024;

export interface TCredentialValues {
  eUsuario: string;
  ePassword: string;
}

export type TCredentialErrors = Partial<Record<keyof TCredentialValues, 'required' | 'malformed'>>;

/** ZLoginBody: eUsuario z.string().trim().min(1, 'required').max(254, 'malformed'). */
export function loginUserError(value: string): 'required' | 'malformed' | null {
  const user = value.trim();
  if (user === '') return 'required';
  return user.length > LOGIN_USER_MAX ? 'malformed' : null;
}

/** ZLoginBody: ePassword z.string().min(1, 'required').max(1024, 'malformed'). */
export function loginPasswordError(value: string): 'required' | 'malformed' | null {
  if (value === '') return 'required';
  return value.length > LOGIN_PASSWORD_MAX ? 'malformed' : null;
}

export function credentialErrors(values: TCredentialValues): TCredentialErrors {
  const errors: TCredentialErrors = {};
  const user = loginUserError(values.eUsuario);
  const password = loginPasswordError(values.ePassword);
  if (user) errors.eUsuario = user;
  if (password) errors.ePassword = password;
  return errors;
}

/** The values sent to logaUsuario: the user trimmed, as ZLoginBody's output would have it. */
export function credentialsToSend(values: TCredentialValues): TCredentialValues {
  return { eUsuario: values.eUsuario.trim(), ePassword: values.ePassword };
}
