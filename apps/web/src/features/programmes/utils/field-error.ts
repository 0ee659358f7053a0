import type { TFunction } from 'i18next';
import type { BaseSyntheticEvent } from 'react';
import type { FieldError } from 'react-hook-form';

const GENERIC_KEYS = new Set(['required', 'malformed', 'minLength', 'email']);

/** SPEC §5 generic messages for the contracts' zod message keys; anything else reads as malformed. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const key = typeof error.message === 'string' && GENERIC_KEYS.has(error.message) ? error.message : 'malformed';
  return t(`validation.${key}`, { ns: 'common' });
}

/** SPEC §5: on a failed form the page scrolls to the first invalid field (react-hook-form focuses it). */
export function scrollToFirstInvalid(_errors: unknown, event?: BaseSyntheticEvent): void {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  window.setTimeout(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, 0);
}
