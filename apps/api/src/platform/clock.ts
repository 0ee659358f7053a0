/**
 * The one clock (DESIGN 'Areas of the legal year': one clock gives "today" and "now" in the
 * brand's time zone). Every rule, job, deadline and export that reasons in days asks it, never
 * `new Date().toISOString().slice(0, 10)`, which is the UTC day: at 00:46 on 8 December in Madrid
 * that is still 7 December.
 *
 * Tests move the process clock (`moveClock`, `setClock`) instead of waiting; jobs also take a
 * `Clock` of their own (`fixedClock`) so that one test can run a job "on 2026-03-01".
 */
export interface Clock {
  now(): Date;
}

/** The time zone of a brand without `timeZone` in brand.json (the brands of Spain's peninsula). */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

const DAY_MS = 86_400_000;

/** Milliseconds added to the system time, or a frozen moment: set by tests only. */
let shift: { offsetMs: number } | { frozenAt: number } = { offsetMs: 0 };

/** The process clock: the system's time, unless a test moved it. */
export const clock: Clock = {
  now: () => new Date('frozenAt' in shift ? shift.frozenAt : Date.now() + shift.offsetMs),
};

/** The process clock, named for the jobs' callers (main.ts starts the scheduler with it). */
export const systemClock: Clock = clock;

/** A clock stopped at one moment ('run the job on 2026-03-01T08:00:00Z'). */
export function fixedClock(iso: string): Clock {
  const at = new Date(iso);
  return { now: () => new Date(at) };
}

/** Tests: stop the process clock at `iso`, or give it back to the system with `null`. */
export function setClock(iso: string | null): void {
  shift = iso === null ? { offsetMs: 0 } : { frozenAt: Date.parse(iso) };
}

/** Tests: move the process clock forward (or back) by days and milliseconds from where it is. */
export function moveClock(by: { days?: number; ms?: number }): void {
  const delta = (by.days ?? 0) * DAY_MS + (by.ms ?? 0);
  shift = 'frozenAt' in shift ? { frozenAt: shift.frozenAt + delta } : { offsetMs: shift.offsetMs + delta };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day 'YYYY-MM-DD' of a moment in a time zone. */
export function dayIn(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dayFormat(timeZone).format(at);
}

/** Something with a time zone: a brand (brand.json `timeZone`) or nothing (the default zone). */
export type Zoned = { timeZone?: string } | null | undefined;

const zoneOf = (brand: Zoned) => brand?.timeZone ?? DEFAULT_TIME_ZONE;

/** "Now" by the process clock. */
export function now(): Date {
  return clock.now();
}

/** "Today" 'YYYY-MM-DD' in the brand's time zone, by the process clock or the one given. */
export function today(brand?: Zoned, from: Clock = clock): string {
  return dayIn(from.now(), zoneOf(brand));
}

/** The day `n` days after (or before) a 'YYYY-MM-DD' day; calendar arithmetic, no time zone. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The period of a daily job: the day of the moment in the deployment's default zone. */
export function dayOf(at: Date): string {
  return dayIn(at, DEFAULT_TIME_ZONE);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: an export writes hundreds of thousands of date-times. */
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A moment as a local date-time with its offset, 'YYYY-MM-DDTHH:mm:ss+01:00' (ISO 8601), for
 * exports: a reader sees the brand's wall-clock time and the zone it is in.
 */
export function zonedDateTime(at: Date, brand?: Zoned): string {
  const parts = dateTimeFormat(zoneOf(brand)).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const local = `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
  const offsetMin = Math.round((Date.parse(`${local}Z`) - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Minutes the brand's wall clock is ahead of UTC at `at` (+60 in Madrid's winter). */
function offsetMinutes(at: number, brand?: Zoned): number {
  const stamp = zonedDateTime(new Date(at), brand);
  const sign = stamp.at(-6) === '-' ? -1 : 1;
  return sign * (Number(stamp.slice(-5, -3)) * 60 + Number(stamp.slice(-2)));
}

/**
 * The moment a day 'YYYY-MM-DD' begins in the brand's zone: 8 December 2026 begins at
 * 2026-12-07T23:00:00Z in Madrid. For "since the start of today" against stored UTC timestamps.
 */
export function startOfDay(day: string, brand?: Zoned): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset at the first guess may differ from the one at the real moment (DST days).
  const first = midnightUtc - offsetMinutes(midnightUtc, brand) * 60_000;
  return new Date(midnightUtc - offsetMinutes(first, brand) * 60_000);
}
