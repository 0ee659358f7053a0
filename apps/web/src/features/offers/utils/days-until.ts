/**
 * Whole days from today (where the person is) to a calendar day 'YYYY-MM-DD': 0 on the day itself,
 * negative once past; null for a value that is not a day. An offer's deadline is its last day
 * open (SPEC §4: an expired offer takes no candidates), so 'closes in N days' counts to it.
 */
export function daysUntil(day: string | null, now: Date = new Date()): number | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return null;
  const target = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / 86_400_000);
}
