import type { Locator } from '@playwright/test';

/**
 * Days as a person types them into the portal's one date field (issue #16 part 8): 'dd/mm/yyyy'
 * in es and ca, whatever the form sends to the API ('YYYY-MM-DD').
 */
export function typedDay(day: Date | string): string {
  const iso = typeof day === 'string' ? day : day.toISOString().slice(0, 10);
  const [year, month, date] = iso.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}

/** The day `days` from today (UTC), as typed: 'dd/mm/yyyy'. */
export function typedDayIn(days: number): string {
  return typedDay(new Date(Date.now() + days * 86_400_000));
}

/**
 * Types a day into a date field and leaves it with Tab, as a keyboard user would: the calendar
 * closes, so it covers no button the journey clicks next.
 */
export async function fillDate(field: Locator, typed: string): Promise<void> {
  await field.fill(typed);
  await field.press('Tab');
}
