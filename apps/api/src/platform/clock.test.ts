import { afterEach, describe, expect, it } from 'vitest';
import { addDays, dayIn, dayOf, fixedClock, moveClock, now, setClock, today, zonedDateTime } from './clock';

afterEach(() => setClock(null));

describe('the one clock (DESIGN: today and now in the brand time zone)', () => {
  it("gives the brand's day, not the UTC one: 00:46 on 8 December in Madrid is the 8th", () => {
    setClock('2026-12-07T23:46:00Z');
    expect(today()).toBe('2026-12-08');
    expect(today({ timeZone: 'Europe/Madrid' })).toBe('2026-12-08');
    expect(today({ timeZone: 'Atlantic/Canary' })).toBe('2026-12-07');
    expect(dayOf(now())).toBe('2026-12-08');
    expect(dayIn(new Date('2026-06-30T22:30:00Z'), 'Europe/Madrid')).toBe('2026-07-01');
  });

  it('moves when tests move it, and comes back to the system time', () => {
    setClock('2026-03-01T10:00:00Z');
    moveClock({ days: 30 });
    expect(now().toISOString()).toBe('2026-03-31T10:00:00.000Z');
    setClock(null);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(60_000);
    moveClock({ days: 1 });
    expect(Math.round((now().getTime() - Date.now()) / 3_600_000)).toBe(24);
    expect(today(null, fixedClock('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('writes date-times with the zone they are in, winter and summer', () => {
    expect(zonedDateTime(new Date('2026-12-07T23:46:00Z'))).toBe('2026-12-08T00:46:00+01:00');
    expect(zonedDateTime(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00:00+02:00');
    expect(zonedDateTime(new Date('2026-07-01T10:00:00Z'), { timeZone: 'Atlantic/Canary' })).toBe(
      '2026-07-01T11:00:00+01:00',
    );
  });

  it('counts calendar days across the changes of hour', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
