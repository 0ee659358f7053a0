/**
 * A notification's date in the user's language: a bare day ('YYYY-MM-DD') read in UTC so that it
 * does not move to the day before west of Greenwich; a date-time with its time.
 */
export function formatNotificationDate(value: string, lang: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(lang === 'ca' ? 'ca-ES' : 'es-ES', {
    dateStyle: 'medium',
    ...(dateOnly ? { timeZone: 'UTC' } : { timeStyle: 'short' }),
  }).format(date);
}
