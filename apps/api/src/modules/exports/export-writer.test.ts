import type { TExportColumn } from '@portal/contracts/exports/export-columns';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeExport, type TExportFormat, type TExportValue } from './export-writer';

// Files as their readers see them (ADR 0038): read back by libraries nobody on the project wrote
// (exceljs as a spreadsheet reads an XLSX, csv-parse as Python's csv reads a CSV). An XLSX string
// cell holds exactly the stored text, never a formula and never a quote added in front; the CSV
// keeps its protection against formula injection; every date-time states its zone and a date is
// the brand's day (SPEC §2): a moment of 2026-12-07T23:46:00Z is 00:46 on 8 December in Madrid.

const COLUMNS: TExportColumn[] = [
  { key: 'nombre', type: 'text', es: 'Nombre', ca: 'Nom' },
  { key: 'cuando', type: 'datetime', es: 'Cuándo', ca: 'Quan' },
  { key: 'dia', type: 'date', es: 'Día', ca: 'Dia' },
  { key: 'fijado', type: 'date', es: 'Día fijado', ca: 'Dia fixat' },
];
const AT = '2026-12-07T23:46:00.000Z';
const SUMMER = '2026-07-01T22:30:00.000Z';
const NAMES = ['=SUM(A1:A2)', '+34 600 000 000', '-Àngel', '@Maria', 'Núria'];
const ROWS: TExportValue[][] = [
  ...NAMES.map((n) => [n, AT, AT, '2026-12-07']),
  ['Estiu', SUMMER, SUMMER, '2026-07-01'],
];

async function written(format: TExportFormat, timeZone?: string): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  async function* pages() {
    yield ROWS;
  }
  await writeExport(out, format, COLUMNS, pages(), 'es', 'Hoja', timeZone);
  return Buffer.concat(chunks);
}

describe('the XLSX as a spreadsheet reads it', () => {
  it('holds every text as stored, as a string cell: no formula, no quote added', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await written('xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    NAMES.forEach((name, i) => {
      const cell = sheet.getRow(i + 2).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeFalsy();
      expect(cell.value).toBe(name);
    });
  });

  it("writes a date-time as the brand's wall-clock time with its offset, and a date as the brand's day", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await written('xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const december = sheet.getRow(2);
    // Excel keeps no zone: the serial is the local time, the format shows the offset of that moment.
    expect(december.getCell(2).value).toEqual(new Date('2026-12-08T00:46:00.000Z'));
    expect(december.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm:ss"+01:00"');
    expect(december.getCell(3).value).toEqual(new Date('2026-12-08T00:00:00.000Z'));
    expect(december.getCell(4).value).toEqual(new Date('2026-12-07T00:00:00.000Z'));
    const july = sheet.getRow(NAMES.length + 2);
    expect(july.getCell(2).value).toEqual(new Date('2026-07-02T00:30:00.000Z'));
    expect(july.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm:ss"+02:00"');
    expect(july.getCell(3).value).toEqual(new Date('2026-07-02T00:00:00.000Z'));
  });
});

describe('the CSV as a CSV reader reads it', () => {
  it('keeps neutralising a text a spreadsheet would run as a formula', async () => {
    const bytes = await written('csv');
    const records = parse(bytes, { bom: true, delimiter: ';' }) as string[][];
    expect(records[0]).toEqual(['Nombre', 'Cuándo', 'Día', 'Día fijado']);
    expect(records.slice(1, NAMES.length + 1).map((r) => r[0])).toEqual([
      "'=SUM(A1:A2)",
      "'+34 600 000 000",
      "'-Àngel",
      "'@Maria",
      'Núria',
    ]);
  });

  it("states the zone of every date-time and writes the brand's day, in Madrid and in the Canaries", async () => {
    const madrid = parse(await written('csv'), { bom: true, delimiter: ';' }) as string[][];
    expect(madrid[1].slice(1)).toEqual(['2026-12-08T00:46:00+01:00', '2026-12-08', '2026-12-07']);
    expect(madrid[NAMES.length + 1].slice(1)).toEqual(['2026-07-02T00:30:00+02:00', '2026-07-02', '2026-07-01']);
    const canary = parse(await written('csv', 'Atlantic/Canary'), { bom: true, delimiter: ';' }) as string[][];
    expect(canary[1].slice(1)).toEqual(['2026-12-07T23:46:00+00:00', '2026-12-07', '2026-12-07']);
  });
});
