import type { TFunction } from 'i18next';
import type { BaseSyntheticEvent } from 'react';
import type { FieldError } from 'react-hook-form';

const GENERIC_KEYS = new Set(['required', 'malformed', 'minLength', 'email']);
/** Catalogue codes the contracts' schemas use as field messages, shown with a field text. */
const CODE_KEYS: Record<string, string> = { '66': 'dni', '69': 'email', '28': 'password', url: 'url' };

/**
 * SPEC §5 generic messages (common namespace) for the contracts' message keys; the format codes
 * (DNI 66, e-mail 69, password 28, URL pattern) get their own SPEC §5 texts; anything else reads
 * as malformed.
 */
export function fieldErrorText(t: TFunction, error: FieldError | { message?: unknown } | undefined): string | undefined {
  if (!error) return undefined;
  const message = typeof error.message === 'string' ? error.message : '';
  if (GENERIC_KEYS.has(message)) return t(`validation.${message}`, { ns: 'common' });
  const own = CODE_KEYS[message];
  if (own) return t(`validation.${own}`, { ns: 'cv' });
  return t('validation.malformed', { ns: 'common' });
}

/**
 * SPEC §5: on a failed form the page scrolls to the first invalid field. react-hook-form focuses
 * it (shouldFocusError); this also scrolls it into view once it is marked invalid.
 */
export function scrollToFirstInvalid(_errors: unknown, event?: BaseSyntheticEvent): void {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  window.setTimeout(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, 0);
}
