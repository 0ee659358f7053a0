const locale = (lang: string) => (lang === 'ca' ? 'ca-ES' : 'es-ES');

/** An event's date and time in the user's language ('12 de marzo de 2026, 9:00'). */
export function formatEventDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** Start and end: the end's time only when it ends the same day. */
export function formatEventRange(start: string, end: string | null, lang: string): string {
  const from = formatEventDate(start, lang);
  if (!end) return from;
  const a = new Date(start);
  const b = new Date(end);
  if (Number.isNaN(b.getTime())) return from;
  const sameDay = a.toDateString() === b.toDateString();
  const to = sameDay ? new Intl.DateTimeFormat(locale(lang), { timeStyle: 'short' }).format(b) : formatEventDate(end, lang);
  return `${from} – ${to}`;
}

export function isPast(iso: string, now: number = Date.now()): boolean {
  const t = new Date(iso).getTime();
  return !Number.isNaN(t) && t < now;
}
