/**
 * The .ics file of an event (beyond the spec: "add to calendar"), an RFC 5545 VCALENDAR with one
 * VEVENT: CRLF line endings, content lines folded at 75 octets without splitting a UTF-8
 * character, TEXT values escaped (backslash, semicolon, comma, newline), times in UTC.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;
/** An event without an end time lasts an hour in the calendar. */
const DEFAULT_DURATION_MS = 60 * 60 * 1000;

/** RFC 5545 §3.3.11 TEXT escaping; other control characters are dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** RFC 5545 §3.1 folding: at most 75 octets a line; continuation lines start with one space. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // The leading space of a continuation line counts towards its 75 octets.
      limit = MAX_OCTETS - 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** '20260314T090000Z' (RFC 5545 DATE-TIME in UTC). */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The office writes event descriptions in HTML; a calendar wants plain text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface IcsEvent {
  id: number;
  titulo: string;
  entradilla: string | null;
  descripcion: string | null;
  fecha: string;
  fecha_fin: string | null;
  lugar: string | null;
}

export interface IcsOptions {
  /** The brand key: part of the UID, so that two brands' event 1 differ. */
  brandKey: string;
  brandName: string;
  /** Absolute address of the event's page. */
  url: string;
  now?: Date;
}

export function buildEventIcs(event: IcsEvent, opts: IcsOptions): string {
  const start = new Date(event.fecha);
  const end = event.fecha_fin ? new Date(event.fecha_fin) : new Date(start.getTime() + DEFAULT_DURATION_MS);
  const description = [event.entradilla, event.descripcion ? htmlToText(event.descripcion) : null]
    .filter(Boolean)
    .join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(opts.brandName)}//Portal de prácticas//ES`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:evento-${event.id}@${opts.brandKey}.placement-portal`,
    `DTSTAMP:${formatUtc(opts.now ?? new Date())}`,
    `DTSTART:${formatUtc(start)}`,
    `DTEND:${formatUtc(end > start ? end : new Date(start.getTime() + DEFAULT_DURATION_MS))}`,
    `SUMMARY:${escapeText(event.titulo)}`,
    ...(event.lugar ? [`LOCATION:${escapeText(event.lugar)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    `URL:${opts.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
