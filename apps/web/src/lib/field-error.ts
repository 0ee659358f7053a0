import type { TFunction } from 'i18next';
import { useCallback, type BaseSyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../i18n';

/**
 * SPEC §5 generic messages: the contracts' schemas use these keys as zod messages
 * (common.validation.*); 'mismatch' is a password confirmation that differs (issue #12 item 19).
 */
const GENERIC_KEYS = new Set(['required', 'malformed', 'minLength', 'email', 'url', 'mismatch']);

/**
 * Catalogue codes a contracts' rule uses as its message and their field text: 66 is the DNI rule,
 * 69 the e-mail rule (SPEC §5 'El campo email está mal formado'; issue #12 item 27).
 */
const CODE_KEYS: Readonly<Record<string, string>> = {
  '66': 'validation.dni',
  '69': 'validation.email',
  '46': 'validation.fileType',
};

function keyOf(keys: Readonly<Record<string, string>>, message: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(keys, message) ? keys[message] : undefined;
}

/**
 * The field text of a form error (SPEC §5): the generic message for the contracts' keys, the
 * text of a known code (`codeKeys`: a feature's own codes, keys read in `common` unless prefixed
 * `ns:`), anything else reads as malformed.
 */
export function fieldErrorText(
  t: TFunction,
  error: { message?: unknown } | undefined,
  codeKeys: Readonly<Record<string, string>> = {},
): string | undefined {
  if (!error) return undefined;
  const message = typeof error.message === 'string' ? error.message : '';
  const known = keyOf(CODE_KEYS, message) ?? keyOf(codeKeys, message);
  if (known) return t(known, { ns: 'common' });
  return t(`validation.${GENERIC_KEYS.has(message) ? message : 'malformed'}`, { ns: 'common' });
}

/**
 * `fieldErrorText` bound to the common namespace, for components without their own `t`; a code of
 * SPEC §8 that has no field text of its own reads as its catalogue body (27 start before end, 57
 * at least one degree, 102 hours a week...).
 */
export function useFieldErrorText(): (error: { message?: unknown } | undefined) => string | undefined {
  const { t } = useTranslation('common');
  const catalogue = useCatalogueText();
  return useCallback(
    (error) => {
      const message = typeof error?.message === 'string' ? error.message : '';
      if (/^\d+$/.test(message) && keyOf(CODE_KEYS, message) === undefined)
        return catalogue(message).cuerpo || fieldErrorText(t, error);
      return fieldErrorText(t, error);
    },
    [t, catalogue],
  );
}

/** `datos.campos` of a refused save ({ campo: 'tutorEmpresa/nombre', error }), as form paths. */
export function serverFieldErrors(datos: unknown): Array<{ path: string; message: string }> {
  const campos = (datos as { campos?: unknown } | null)?.campos;
  if (!Array.isArray(campos)) return [];
  return campos
    .filter((c): c is { campo: string; error: string } => typeof c?.campo === 'string' && typeof c?.error === 'string')
    .map((c) => ({ path: c.campo.replace(/\//g, '.'), message: c.error }));
}

function formOf(event?: BaseSyntheticEvent): HTMLElement | null {
  return event?.target instanceof HTMLElement ? event.target : null;
}

/**
 * SPEC §5: on a failed form the page scrolls to the first invalid field (react-hook-form focuses
 * it). Pass as handleSubmit's onInvalid: the submit event's target is the form.
 */
export function scrollToFirstInvalid(_errors: unknown, event?: BaseSyntheticEvent): void {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  // After the render that marks the fields invalid.
  window.setTimeout(() => {
    form
      ?.querySelector<HTMLElement>('[aria-invalid="true"]')
      ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, 0);
}

/**
 * SPEC §5: a failed form scrolls to, and focuses, its first invalid field (the first in the
 * page's order, not in the form library's registration order).
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  // After the render that marks the fields invalid.
  window.setTimeout(() => {
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  }, 0);
}

/** `focusFirstInvalid` as handleSubmit's onInvalid: the submit event's target is the form. */
export function focusFirstInvalidOnSubmit(_errors: unknown, event?: BaseSyntheticEvent): void {
  focusFirstInvalid(formOf(event));
}
