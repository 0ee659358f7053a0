import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/**
 * The import file's reader (docs/office-students-import.md), on `csv-parse` (DESIGN 'CSV in'):
 * UTF-8 or Windows-1252 (what Excel writes on a Spanish Windows), with or without BOM, ';' or ','
 * separators (the header line decides), double quotes around a field holding the separator, a
 * quote or a line break, CRLF, LF or CR line ends. Records are streamed one at a time, so that the
 * server holds the uploaded text and the current record, never the whole file split.
 */
export interface CsvRecord {
  /** 1-based line number in the file where the record starts (the header is line 1). */
  line: number;
  fields: string[];
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * Windows-1252's 0x80-0x9F (€, ‚, ƒ, „, …, †, ‡, ˆ, ‰, Š, ‹, Œ, Ž, ‘, ’, “, ”, •, –, —, ˜, ™, š, ›, œ,
 * ž, Ÿ; five unassigned). Node 20's TextDecoder decodes that range as Latin-1 control characters,
 * so they are mapped here; the rest of the code page is Latin-1.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** The text of the file's bytes: UTF-8 when they are valid UTF-8, Windows-1252 otherwise; no BOM. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = windows1252.decode(bytes).replace(/[\u0080-\u009f]/g, (ch) => CP1252_HIGH[ch.charCodeAt(0) - 0x80]);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The separator of the header line: the one it holds more of outside quotes (';' when tied). */
export function separatorOf(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/** The text is fed to the parser in pieces of this many characters, as the reader takes them. */
const CHUNK = 64 * 1024;

type Parsed = { record: string[]; info: { bytes: number } };

/**
 * Yields the header and every record after it with at least one non-blank field, trimmed. A
 * malformed file (a quote never closed) throws csv-parse's error: the caller refuses the file.
 */
export async function* csvRecords(text: string): AsyncGenerator<CsvRecord> {
  // Given the whole text at once, csv-parse splits all of it before the first record is read
  // (200,000 buffered records took the server past 800 MB): piped in pieces, it parses only as far
  // as the reader has asked, and a reader that stops (the row cap) stops it.
  const source = Readable.from(
    (function* () {
      for (let i = 0; i < text.length; i += CHUNK) yield text.slice(i, i + CHUNK);
    })(),
  );
  const parser = parse({
    delimiter: separatorOf(text),
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  });
  source.pipe(parser);
  try {
    yield* numbered(text, parser as AsyncIterable<Parsed>);
  } finally {
    source.destroy();
    parser.destroy();
  }
}

/**
 * csv-parse counts a quoted CRLF as two lines: each record's start line is counted here from the
 * offset where the previous record ended (its `info.bytes`), past the blank lines between.
 */
async function* numbered(text: string, parser: AsyncIterable<Parsed>): AsyncGenerator<CsvRecord> {
  let offset = 0;
  let line = 1;
  for await (const { record, info } of parser) {
    let start = offset;
    while (start < text.length && /\s/.test(text[start])) start++;
    for (let i = offset; i < start; i++) {
      if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) line++;
    }
    const recordLine = line;
    for (let i = start; i < info.bytes && i < text.length; i++) {
      if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) line++;
    }
    offset = Math.max(info.bytes, start);
    if (record.every((field) => field === '')) continue;
    yield { line: recordLine, fields: record };
  }
}
