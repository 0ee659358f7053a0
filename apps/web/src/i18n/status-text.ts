import { getStatusEntry, statusText, type TStatusText } from '@portal/contracts/status-codes';
import type { TLanguage } from './index';

/**
 * SPEC §8: the catalogue texts of a status code in a language. Imported by the error popup and
 * loaded lazily by `useCatalogueText` (i18n/index.ts), never by the shell's first paint: the es/ca
 * texts of every code are the largest part of the contracts the web uses (ADR 0004).
 */
export function catalogueText(code: number | string, lang: TLanguage): TStatusText {
  try {
    return statusText(code, lang);
  } catch {
    const entry = getStatusEntry(code) ?? getStatusEntry(1);
    return entry ? entry[lang] : { titulo: '', cuerpo: '' };
  }
}
