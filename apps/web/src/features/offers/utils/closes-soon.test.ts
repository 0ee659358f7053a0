import { describe, expect, it } from 'vitest';
import { closesSoon } from './closes-soon';

describe('closesSoon', () => {
  const now = new Date(2026, 10, 27, 10, 0); // 27 Nov 2026, local time
  it('marks offers whose last day is today or within 7 days', () => {
    expect(closesSoon('2026-11-27', now)).toBe(true);
    expect(closesSoon('2026-12-04', now)).toBe(true);
  });
  it('does not mark later, past or missing deadlines', () => {
    expect(closesSoon('2026-12-05', now)).toBe(false);
    expect(closesSoon('2026-11-26', now)).toBe(false);
    expect(closesSoon(null, now)).toBe(false);
    expect(closesSoon(undefined, now)).toBe(false);
  });
});
