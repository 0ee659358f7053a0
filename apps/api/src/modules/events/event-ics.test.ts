import { describe, expect, it } from 'vitest';
import { buildEventIcs, escapeText, foldLine, formatUtc, htmlToText } from './event-ics';

describe('RFC 5545 helpers', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('formats UTC date-times', () => {
    expect(formatUtc(new Date('2026-03-14T09:05:07.123Z'))).toBe('20260314T090507Z');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ñ'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('leaves short lines alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });

  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>Trae tu CV &amp; conoce</p><p>empresas</p>')).toBe('Trae tu CV & conoce\nempresas');
  });
});

describe('buildEventIcs', () => {
  const ics = buildEventIcs(
    {
      id: 7,
      titulo: 'Foro; empleo, y prácticas',
      entradilla: 'Más de 60 empresas',
      descripcion: `<p>${'Descripción larga '.repeat(10)}</p>`,
      fecha: '2026-05-01T09:00:00.000Z',
      fecha_fin: null,
      lugar: 'Campus, Aula Magna',
    },
    {
      brandKey: 'default',
      brandName: 'Universidad',
      url: 'http://localhost/eventos/7',
      now: new Date('2026-04-01T00:00:00Z'),
    },
  );

  it('is one VEVENT inside a VCALENDAR, with CRLF endings only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('carries UID, DTSTAMP, DTSTART and DTEND (an hour by default) in UTC, and escaped texts', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nUID:evento-7@default.placement-portal\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20260401T000000Z\r\n');
    expect(unfolded).toContain('\r\nDTSTART:20260501T090000Z\r\n');
    expect(unfolded).toContain('\r\nDTEND:20260501T100000Z\r\n');
    expect(unfolded).toContain('\r\nSUMMARY:Foro\\; empleo\\, y prácticas\r\n');
    expect(unfolded).toContain('\r\nLOCATION:Campus\\, Aula Magna\r\n');
    expect(unfolded).toMatch(/\r\nDESCRIPTION:Más de 60 empresas\\n\\nDescripción larga/);
  });

  it('keeps every line within 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });
});
