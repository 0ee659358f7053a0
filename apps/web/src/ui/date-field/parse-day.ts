/**
 * What a person types into a date field, read the way es and ca write a day (issue #16 part 8):
 * 'dd/mm/yyyy' or 'd/m/yyyy' ('-' or '.' between the parts also read), with a four-digit year.
 * Returns the day as 'YYYY-MM-DD' (the value forms and the API use), or null for anything else:
 * half-typed text ('01/03/20'), a day that does not exist (31/02/2026), words.
 */
const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

export function parseTypedDay(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  // A day past the end of its month (30/02) is rolled over by Date: it does not come back the same.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A 'YYYY-MM-DD' day (or the day at the start of a longer ISO value); anything else is null. */
export function isoDayOf(value: string | null | undefined): string | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return match ? match[1] : null;
}
