import { z } from 'zod';
import { EXPORT_COLUMN_TYPES } from './export-columns';

/** Request and answer schemas of the exports (issue #17 'Exports'). */

/** What every export endpoint adds to its list's own filters. */
export const ZExportQueryShape = {
  formato: z.enum(['csv', 'xlsx']).default('csv'),
  /** Comma-separated column keys, in the order wanted; none: the user's remembered choice. */
  columnas: z.string().trim().max(2000, 'malformed').optional(),
};

export const ZExportListParams = z.object({ lista: z.string().trim().min(1).max(50) });

export const ZExportColumnsBody = z.object({
  columnas: z.array(z.string().trim().min(1).max(50)).min(1).max(100),
});

export const ZExportColumnChoice = z.object({
  lista: z.string(),
  /** Every column the list offers, in the list's order. */
  disponibles: z.array(
    z.object({ key: z.string(), es: z.string(), ca: z.string(), type: z.enum(EXPORT_COLUMN_TYPES) }),
  ),
  /** The user's remembered choice (every column when nothing is remembered yet). */
  elegidas: z.array(z.string()),
});
export type TExportColumnChoice = z.infer<typeof ZExportColumnChoice>;

/** An export answers the file itself, not the envelope (errors still are). */
export const ZExportFile = z
  .string()
  .describe('text/csv (UTF-8 with BOM, ";" separated) or an XLSX workbook, as asked by formato');
