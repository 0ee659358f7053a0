import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutralise } from '../../exports/export-writer';

/**
 * The refused rows of an import as CSV (ADR 0033), streamed page by page from the database: BOM,
 * ';' and CRLF as the portal's exports (what Excel in Spanish and Catalan opens right), each cell
 * protected against formula injection (a row's DNI or e-mail is what the file said).
 */
type Refusal = { linea: number; dni: string | null; email: string | null; errores: string };

export function refusalsCsv(pages: AsyncIterable<readonly Refusal[]>): Readable {
  const csv = stringify({ bom: true, delimiter: ';', record_delimiter: 'windows' });
  const source = Readable.from(
    (async function* () {
      yield ['linea', 'dni', 'email', 'errores'];
      for await (const page of pages) {
        for (const r of page) yield [String(r.linea), neutralise(r.dni ?? ''), neutralise(r.email ?? ''), r.errores];
      }
    })(),
  );
  // A failing page ends the download with the error instead of a silently short file.
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}
