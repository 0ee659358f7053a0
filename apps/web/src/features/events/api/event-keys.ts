/** Root of every events query key: enrolling invalidates it (list and sheets). */
export const EVENTS_KEY = ['events'] as const;

export function eventSheetKey(ref: string, session: string) {
  return [...EVENTS_KEY, 'sheet', ref, session] as const;
}
