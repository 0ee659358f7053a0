/** The time a job runs at: the system's, or a fixed one in tests ('run the job on 2026-03-01'). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(iso: string): Clock {
  const at = new Date(iso);
  return { now: () => new Date(at) };
}

/** The calendar day (UTC) of a moment, 'YYYY-MM-DD': the period of a daily job. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
