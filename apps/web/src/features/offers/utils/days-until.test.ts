import { describe, expect, it } from 'vitest';
import { daysUntil } from './days-until';

describe('daysUntil', () => {
  const now = new Date(2026, 10, 27, 23, 30); // 27 Nov 2026, late in the evening, local time

  it('counts whole calendar days from today, 0 on the day and negative once past', () => {
    expect(daysUntil('2026-11-27', now)).toBe(0);
    expect(daysUntil('2026-11-28', now)).toBe(1);
    expect(daysUntil('2026-12-07', now)).toBe(10);
    expect(daysUntil('2026-11-20', now)).toBe(-7);
    // Across the change to winter time and the year's end.
    expect(daysUntil('2027-04-01', new Date(2027, 2, 1))).toBe(31);
  });

  it('has no answer without a day', () => {
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('pronto', now)).toBeNull();
  });
});
