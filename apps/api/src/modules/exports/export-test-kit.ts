import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../test/call';

/** Helpers of the export tests: read a file back as Excel would, and the ids a list shows. */

/** The CSV as Excel reads it: BOM, then ';'-separated records on CRLF lines (no quoted newlines here). */
export function parseCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines.map((line) =>
    line.split(';').map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell)),
  );
}

/** The first sheet of an XLSX and its rows' values (the header first). */
export async function parseXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { sheet, rows };
}

/**
 * Every id a paged list (`items` and `total`) shows this person for these filters, page after page,
 * sorted: what an export of the same list and filters must answer.
 */
export async function listedIds(
  app: FastifyInstance,
  list: string,
  idKey: string,
  token: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let pagina = 1; ; pagina++) {
    const res = await call(app, 'GET', `${list}?${query}&tamano=100&pagina=${pagina}`, token, undefined, headers);
    expect(res.body.status).toBe(0);
    ids.push(...res.body.datos.items.map((i: Record<string, number>) => i[idKey]));
    if (ids.length >= res.body.datos.total) return ids.sort((a, b) => a - b);
  }
}
