// Placeholder: the full SPEC §8 catalogue is written in its own change.
export type TStatusCategory = 'important' | 'medium' | 'secondary';
export interface TStatusText { titulo: string; cuerpo: string; btn_text?: string }
export interface TStatusEntry {
  code: number | string;
  kind: 'error' | 'notice';
  categoria: TStatusCategory;
  http: number;
  es: TStatusText;
  ca: TStatusText;
  to?: string;
  blank?: boolean;
  reported?: boolean;
  persistent?: boolean;
}
export const statusCatalogue: Record<string, TStatusEntry> = {};
export function getStatusEntry(code: number | string): TStatusEntry | undefined {
  return statusCatalogue[String(code)];
}
/** HTTP status that accompanies a catalogue code in an error answer. */
export function httpStatusFor(code: number | string): number {
  return getStatusEntry(code)?.http ?? (code === 2 ? 401 : code === 1 ? 500 : 400);
}
