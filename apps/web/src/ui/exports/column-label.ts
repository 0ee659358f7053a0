import { EXPORT_LISTS, type TExportListKey } from '@portal/contracts/exports/export-columns';
import { useTranslation } from 'react-i18next';

/**
 * A column header of an exported list, from its declaration (issue #17 'Exports': "the table, the
 * CSV and the XLSX all use that declaration"), in the page's language.
 */
export type TExportColumnKey<L extends TExportListKey> = (typeof EXPORT_LISTS)[L]['columns'][number]['key'];

export function exportColumnLabel<L extends TExportListKey>(lista: L, key: TExportColumnKey<L>, lang: string): string {
  const column = (EXPORT_LISTS[lista].columns as readonly { key: string; es: string; ca: string }[]).find(
    (c) => c.key === key,
  );
  if (!column) throw new Error(`No column ${key} in export list ${lista}`);
  return lang === 'ca' ? column.ca : column.es;
}

/** The header texts of one list for the page's language: `const th = useExportColumnLabels('empresas'); th('cif')`. */
export function useExportColumnLabels<L extends TExportListKey>(lista: L): (key: TExportColumnKey<L>) => string {
  const { i18n } = useTranslation();
  return (key) => exportColumnLabel(lista, key, i18n.language);
}
