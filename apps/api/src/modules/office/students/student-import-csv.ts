/**
 * The import file's reader (issue #15 'Students', docs/office-students-import.md): UTF-8 with or
 * without BOM, ';' or ',' separators (the header line decides), "double quotes" around a field
 * that holds the separator, CRLF or LF line ends. Records are yielded one line at a time, so that
 * nothing but the uploaded text and the current line is held.
 */
export interface CsvRecord {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  fields: string[];
}

function splitLine(text: string, separator: string): string[] {
  if (!text.includes('"')) return text.split(separator).map((f) => f.trim());
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      fields.push(current.trim());
      current = '';
    } else current += ch;
  }
  fields.push(current.trim());
  return fields;
}

/** The separator of a header line: the one it holds more of (';' when tied). */
export function separatorOf(header: string): ';' | ',' {
  const semicolons = header.split(';').length;
  const commas = header.split(',').length;
  return commas > semicolons ? ',' : ';';
}

/** Yields the header (line 1) and every non-blank line after it, split into trimmed fields. */
export function* csvRecords(content: string): Generator<CsvRecord> {
  const text = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  let separator: ';' | ',' | null = null;
  let start = 0;
  let line = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    line++;
    const raw = text.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    if (raw.trim() === '') {
      if (end === text.length) break;
      continue;
    }
    separator ??= separatorOf(raw);
    yield { line, fields: splitLine(raw, separator) };
    if (end === text.length) break;
  }
}
