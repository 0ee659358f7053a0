import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const GENERIC_KEYS = new Set(['required', 'malformed', 'minLength', 'email']);

/** SPEC §5 generic messages for the contracts' message keys; 66 is the DNI text. */
export function useFieldErrorText(): (error: { message?: unknown } | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const message = typeof error.message === 'string' ? error.message : '';
      if (GENERIC_KEYS.has(message)) return t(`validation.${message}`);
      if (message === '66') return t('validation.dni');
      return t('validation.malformed');
    },
    [t],
  );
}

/** SPEC §5: a failed form scrolls to, and focuses, its first invalid field. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  window.setTimeout(() => {
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field?.focus({ preventScroll: true });
  }, 0);
}
