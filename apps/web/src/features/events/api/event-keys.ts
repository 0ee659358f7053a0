/** Root of every events query key: enrolling invalidates it (list and sheets). */
export const EVENTS_KEY = ['events'] as const;

export function eventSheetKey(ref: string, session: string) {
  return [...EVENTS_KEY, 'sheet', ref, session] as const;
}

/** A short, non-secret piece of the session token: one user's enrolments never show to the next. */
export function sessionTag(token: string | null | undefined): string {
  return token ? token.slice(-12) : 'none';
}
