import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { fieldErrorText as sharedFieldErrorText } from '../../../lib/field-error';

export { scrollToFirstInvalid } from '../../../lib/field-error';

/** The format codes of this area's forms with their own SPEC §5 texts (e-mail 69, password 28, URL). */
const CODE_KEYS = { '69': 'cv:validation.email', '28': 'cv:validation.password', url: 'cv:validation.url' };

/** SPEC §5 field text of a form error: generic messages, DNI (66), and this area's format codes. */
export function fieldErrorText(
  t: TFunction,
  error: FieldError | { message?: unknown } | undefined,
): string | undefined {
  return sharedFieldErrorText(t, error, CODE_KEYS);
}
