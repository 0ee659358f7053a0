import type { TFunction } from 'i18next';
import type { BaseSyntheticEvent } from 'react';

const GENERIC_KEYS = new Set(['required', 'malformed', 'minLength', 'email']);

/** Catalogue codes a contracts' rule uses as its message, shown as a field text (SPEC §5, §8). */
const CODE_KEYS: Record<string, string> = { '66': 'validation.dni', '28': 'company:validation.password', '33': 'company:validation.cif', '70': 'company:validation.phone', '73': 'company:validation.iban', mismatch: 'company:validation.mismatch' };

/** SPEC §5 generic messages for the contracts' zod message keys; anything else reads as malformed. */
export function fieldErrorText(t: TFunction, message: unknown): string | undefined {
  if (message === undefined || message === null) return undefined;
  const key = typeof message === 'string' ? message : '';
  if (CODE_KEYS[key]) return t(CODE_KEYS[key], { ns: 'common' });
  return t(`validation.${GENERIC_KEYS.has(key) ? key : 'malformed'}`, { ns: 'common' });
}

/** SPEC §5: on a failed form the page scrolls to the first invalid field. */
export function scrollToFirstInvalid(_errors: unknown, event?: BaseSyntheticEvent): void {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  window.setTimeout(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, 0);
}
