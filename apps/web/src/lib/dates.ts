/**
 * The web's one set of date formatters (issue #13 part 4), all on `Intl` in the person's language
 * (es and ca; anything else reads as es). A feature passes the language of `useLanguage()`.
 *
 * The API sends a bare day as 'YYYY-MM-DD' and a moment as an ISO date-time. A bare day is a day of
 * the calendar, not a moment: it is shown as written, in any time zone (never the day before west
 * of Greenwich). A value that is not a date is shown as it came.
 */

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/** The `Intl` locale of an app language: 'ca-ES' for Catalan, else 'es-ES'. */
export function localeOf(lang: string): 'ca-ES' | 'es-ES' {
  return lang === 'ca' ? 'ca-ES' : 'es-ES';
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang === 'ca' ? 'ca' : 'es'}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf(lang), options);
    formats.set(key, found);
  }
  return found;
}

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The calendar day of a value ('dd/mm/yyyy' in es and ca), the way SPEC §3 writes dates: the day
 * written at the start of the value ('2026-03-01' or '2026-03-01T23:30:00Z' give 01/03/2026).
 * `empty` (default '') for an empty value; a value that does not start with a day is returned as it is.
 */
export function formatDate(value: string | null | undefined, lang: string, empty = ''): string {
  if (!value) return empty;
  const match = DAY_PREFIX.exec(value);
  if (!match) return value;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime())) return value;
  return format(lang, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/** A day as a long date: '1 de marzo de 2026' (es), '1 de març del 2026' (ca). */
export function formatLongDate(value: string, lang: string): string {
  const date = BARE_DAY.test(value) ? new Date(`${value}T12:00:00Z`) : parse(value);
  if (!date || Number.isNaN(date.getTime())) return value;
  return format(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/**
 * A moment with its time ('1 mar 2026, 9:00' medium, '1 de marzo de 2026, 9:00' long); a bare day
 * shows the date only.
 */
export function formatDateTime(value: string, lang: string, style: 'medium' | 'long' = 'medium'): string {
  const date = parse(value);
  if (!date) return value;
  if (BARE_DAY.test(value)) return format(lang, { dateStyle: style, timeZone: 'UTC' }).format(date);
  return format(lang, { dateStyle: style, timeStyle: 'short' }).format(date);
}

/**
 * A moment as its day in dd/mm/yyyy with the time, both where the person is ('01/03/2026, 9:00'):
 * the steps of a timeline (issue #16 part 4). A bare day shows the day only.
 */
export function formatShortDateTime(value: string, lang: string): string {
  if (BARE_DAY.test(value)) return formatDate(value, lang);
  const date = parse(value);
  if (!date) return value;
  return format(lang, { day: '2-digit', month: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    date,
  );
}

/** The time of a moment only ('9:00'). */
export function formatTime(value: string, lang: string): string {
  const date = parse(value);
  return date ? format(lang, { timeStyle: 'short' }).format(date) : value;
}

/** Start and end as long dates with times: the end's time only when it ends the same day. */
export function formatDateTimeRange(start: string, end: string | null, lang: string): string {
  const from = formatDateTime(start, lang, 'long');
  if (!end) return from;
  const a = parse(start);
  const b = parse(end);
  if (!b) return from;
  const sameDay = a !== null && a.toDateString() === b.toDateString();
  return `${from} – ${sameDay ? formatTime(end, lang) : formatDateTime(end, lang, 'long')}`;
}

/** True when the moment has passed (false for a value that is not a date). */
export function isPast(value: string, now: number = Date.now()): boolean {
  const date = parse(value);
  return date !== null && date.getTime() < now;
}

/** Today as 'YYYY-MM-DD' (UTC), e.g. for a file name. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
