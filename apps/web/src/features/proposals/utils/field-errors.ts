import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../../i18n';

/** SPEC §5 generic messages (common.validation.*), by the message keys of the contracts' schemas. */
const GENERIC_KEYS = new Set(['required', 'malformed', 'minLength', 'email', 'url']);
/** Catalogue codes whose field text is a generic one of SPEC §5. */
const CODE_TO_KEY: Record<string, string> = { '66': 'dni', '46': 'fileType' };

/**
 * The text of a field error: SPEC §5 generic messages for the generic keys, the catalogue body
 * for a code of SPEC §8 (27 start before end, 57 at least one degree, 102 hours a week, 70 phone).
 */
export function useFieldErrorText(): (error: { message?: unknown } | undefined) => string | undefined {
  const { t } = useTranslation('common');
  const catalogue = useCatalogueText();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const message = typeof error.message === 'string' ? error.message : '';
      if (GENERIC_KEYS.has(message)) return t(`validation.${message}`);
      if (CODE_TO_KEY[message]) return t(`validation.${CODE_TO_KEY[message]}`);
      if (/^\d+$/.test(message)) return catalogue(message).cuerpo || t('validation.malformed');
      return t('validation.malformed');
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
