import {
  DAYS_WEEK_MAX,
  DAYS_WEEK_MIN,
  DEDICATION_MAX,
  DEDICATION_MIN,
  GRADE_MAX,
  GRADE_MIN,
  HOURS_WEEK_MAX,
  MONTHS_MAX,
  MONTHS_MIN,
} from '../limits';

/** Hours in a day: the upper bound of 'hours per day' beyond the per-use business limits. */
export const HOURS_DAY_MAX = 24;

const DECIMAL_PATTERN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * SPEC §5: a decimal comma is converted to a point ('3,5' -> 3.5). Numbers pass through when
 * finite. Anything else (empty, thousands separators, letters) gives null.
 */
export function parseDecimal(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (!DECIMAL_PATTERN.test(text)) return null;
  return Number(text.replace(',', '.'));
}

function inRange(value: string | number, min: number, max: number, integer = false): boolean {
  const n = parseDecimal(value);
  if (n === null || n < min || n > max) return false;
  return !integer || Number.isInteger(n);
}

/** SPEC §5/§9 average grade (nota): 1 to 4. */
export function isGrade(value: string | number): boolean {
  return inRange(value, GRADE_MIN, GRADE_MAX);
}

/** SPEC §5/§9 months: whole months 0 to 12. */
export function isMonths(value: string | number): boolean {
  return inRange(value, MONTHS_MIN, MONTHS_MAX, true);
}

/** SPEC §5/§9 dedication as a percentage of the working day: 0 to 100. */
export function isDedication(value: string | number): boolean {
  return inRange(value, DEDICATION_MIN, DEDICATION_MAX);
}

/** SPEC §5/§9 days per week: whole days 1 to 7. */
export function isDaysPerWeek(value: string | number): boolean {
  return inRange(value, DAYS_WEEK_MIN, DAYS_WEEK_MAX, true);
}

/** SPEC §5 hours per week: a positive decimal. */
export function isPositiveDecimal(value: string | number): boolean {
  const n = parseDecimal(value);
  return n !== null && n > 0;
}

/** SPEC §5/§9 hours per week in the company request: decimal, above 0 and at most 35 (error 102). */
export function isHoursPerWeek(value: string | number): boolean {
  const n = parseDecimal(value);
  return n !== null && n > 0 && n <= HOURS_WEEK_MAX;
}

/** SPEC §5 hours per day: numeric, above 0 and within a day. */
export function isHoursPerDay(value: string | number): boolean {
  const n = parseDecimal(value);
  return n !== null && n > 0 && n <= HOURS_DAY_MAX;
}

/** SPEC §5 places (plazas): a whole number, at least 1. */
export function isPlaces(value: string | number): boolean {
  const n = parseDecimal(value);
  return n !== null && Number.isInteger(n) && n >= 1;
}
