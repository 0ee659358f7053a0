import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  formatLongDate,
  formatShortDateTime,
  formatTime,
  isPast,
  localeOf,
  todayIso,
} from './dates';

describe('localeOf', () => {
  it('maps ca to ca-ES and anything else to es-ES', () => {
    expect(localeOf('ca')).toBe('ca-ES');
    expect(localeOf('es')).toBe('es-ES');
    expect(localeOf('en')).toBe('es-ES');
  });
});

describe('formatDate (dd/mm/yyyy in es and ca)', () => {
  it('writes a bare day as dd/mm/yyyy in both languages', () => {
    expect(formatDate('2026-03-01', 'es')).toBe('01/03/2026');
    expect(formatDate('2026-03-01', 'ca')).toBe('01/03/2026');
  });

  it('keeps the day written in a date-time, whatever the time zone', () => {
    expect(formatDate('2026-03-01T23:30:00Z', 'es')).toBe('01/03/2026');
    expect(formatDate('2026-12-31T00:00:00+02:00', 'ca')).toBe('31/12/2026');
  });

  it("answers '' for an empty value and returns a value that is not a day as it came", () => {
    expect(formatDate(null, 'es')).toBe('');
    expect(formatDate(undefined, 'es')).toBe('');
    expect(formatDate('', 'ca')).toBe('');
    expect(formatDate(null, 'es', '—')).toBe('—');
    expect(formatDate('15/01/2030', 'es')).toBe('15/01/2030');
    expect(formatDate('mañana', 'es')).toBe('mañana');
  });
});

describe('formatLongDate', () => {
  it('writes a long date in the language', () => {
    expect(formatLongDate('2026-03-01', 'es')).toBe('1 de marzo de 2026');
    expect(formatLongDate('2026-03-01', 'ca')).toMatch(/^1 de març (del )?2026$/);
  });

  it('returns a value that is not a date as it came', () => {
    expect(formatLongDate('pronto', 'es')).toBe('pronto');
  });
});

describe('formatDateTime and formatTime', () => {
  it('shows a bare day without a time, on its own day', () => {
    expect(formatDateTime('2026-03-01', 'es')).toBe(
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-03-01')),
    );
    expect(formatDateTime('2026-03-01', 'es')).toContain('2026');
    expect(formatDateTime('2026-03-01', 'es')).not.toContain(':');
  });

  it('shows a moment with its time, medium or long', () => {
    const moment = '2026-03-12T09:00:00';
    expect(formatDateTime(moment, 'es')).toBe(
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(moment)),
    );
    expect(formatDateTime(moment, 'ca', 'long')).toBe(
      new Intl.DateTimeFormat('ca-ES', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(moment)),
    );
    expect(formatDateTime(moment, 'es', 'long')).toContain('de marzo de 2026');
    expect(formatTime(moment, 'es')).toBe('9:00');
  });

  it('returns a value that is not a date as it came', () => {
    expect(formatDateTime('nunca', 'es')).toBe('nunca');
    expect(formatTime('nunca', 'ca')).toBe('nunca');
  });
});

describe('formatDateTimeRange', () => {
  it("gives only the end's time when it ends the same day", () => {
    const range = formatDateTimeRange('2026-03-12T09:00:00', '2026-03-12T11:30:00', 'es');
    expect(range).toBe(`${formatDateTime('2026-03-12T09:00:00', 'es', 'long')} – 11:30`);
  });

  it('gives the whole end when it ends another day, and the start alone without an end', () => {
    expect(formatDateTimeRange('2026-03-12T09:00:00', '2026-03-13T11:30:00', 'es')).toBe(
      `${formatDateTime('2026-03-12T09:00:00', 'es', 'long')} – ${formatDateTime('2026-03-13T11:30:00', 'es', 'long')}`,
    );
    expect(formatDateTimeRange('2026-03-12T09:00:00', null, 'ca')).toBe(
      formatDateTime('2026-03-12T09:00:00', 'ca', 'long'),
    );
    expect(formatDateTimeRange('2026-03-12T09:00:00', 'x', 'ca')).toBe(
      formatDateTime('2026-03-12T09:00:00', 'ca', 'long'),
    );
  });
});

describe('isPast and todayIso', () => {
  it('compares a moment with now; a value that is not a date is never past', () => {
    const now = Date.parse('2026-03-12T10:00:00Z');
    expect(isPast('2026-03-12T09:59:59Z', now)).toBe(true);
    expect(isPast('2026-03-12T10:00:01Z', now)).toBe(false);
    expect(isPast('nunca', now)).toBe(false);
  });

  it("writes today as 'YYYY-MM-DD'", () => {
    expect(todayIso(new Date('2026-03-12T10:00:00Z'))).toBe('2026-03-12');
  });
});

describe('formatShortDateTime', () => {
  it('shows a moment as dd/mm/yyyy with its local time, in es and ca', () => {
    // A local moment (no zone), so the expected day and time hold in any time zone.
    expect(formatShortDateTime('2026-03-01T09:05:00', 'es')).toBe('01/03/2026, 9:05');
    expect(formatShortDateTime('2026-03-01T09:05:00', 'ca')).toMatch(/^01\/03\/2026.*9:05$/);
  });

  it('shows a bare day as its day, and a value that is not a date as it came', () => {
    expect(formatShortDateTime('2026-03-01', 'es')).toBe('01/03/2026');
    expect(formatShortDateTime('nunca', 'es')).toBe('nunca');
  });
});
