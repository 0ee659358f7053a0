import { describe, expect, it } from 'vitest';
import { csvRecords, decodeCsv, separatorOf } from './student-import-csv';
import { splitSurnames } from './student-import-names';

// The import file's reader on csv-parse (docs/office-students-import.md): what Excel and other
// tools write, read as a person would read it.

const read = async (text: string) => {
  const out: { line: number; fields: string[] }[] = [];
  for await (const record of csvRecords(text)) out.push(record);
  return out;
};

describe('the import CSV reader', () => {
  it('keeps a quoted field with line breaks, separators and doubled quotes whole, and numbers the lines where records start', async () => {
    const text = 'dni;apellidos;nota\r\n1;"Nou; ""Dos""\r\nsegunda línea";a\r\n\r\n;;\r\n2;Soler;b\n3;"x\ny";c';
    expect(await read(text)).toEqual([
      { line: 1, fields: ['dni', 'apellidos', 'nota'] },
      { line: 2, fields: ['1', 'Nou; "Dos"\r\nsegunda línea', 'a'] },
      { line: 6, fields: ['2', 'Soler', 'b'] },
      { line: 7, fields: ['3', 'x\ny', 'c'] },
    ]);
  });

  it('detects the separator from the header: ";" or ",", quotes ignored, ";" when tied', async () => {
    expect(separatorOf('dni,email,"a;b;c"\n1;2;3')).toBe(',');
    expect(separatorOf('dni;email;nombre,apellidos')).toBe(';');
    expect(separatorOf('dni')).toBe(';');
    expect(await read('dni,apellidos\n1,"Nou, Dos"')).toEqual([
      { line: 1, fields: ['dni', 'apellidos'] },
      { line: 2, fields: ['1', 'Nou, Dos'] },
    ]);
  });

  it('reads UTF-8 with or without BOM, and Windows-1252 when the bytes are not UTF-8', () => {
    const utf8 = Buffer.from('\ufeffnombre;apellidos\nÀngel;Muñoz Pérez', 'utf8');
    expect(decodeCsv(utf8)).toBe('nombre;apellidos\nÀngel;Muñoz Pérez');
    expect(decodeCsv(Buffer.from('nombre\nJosé', 'utf8'))).toBe('nombre\nJosé');
    // "Àngel;Muñoz Pérez €" as Excel writes it on a Spanish Windows.
    const cp1252 = Buffer.from([
      0xc0, 0x6e, 0x67, 0x65, 0x6c, 0x3b, 0x4d, 0x75, 0xf1, 0x6f, 0x7a, 0x20, 0x50, 0xe9, 0x72, 0x65, 0x7a, 0x20, 0x80,
    ]);
    expect(decodeCsv(cp1252)).toBe('Àngel;Muñoz Pérez €');
  });

  it('refuses a quote that never closes (the caller answers 273)', async () => {
    await expect(read('dni;apellidos\n1;"abierta\n2;x')).rejects.toThrow();
  });

  it('splits one surnames column into the two the CV keeps', () => {
    expect(splitSurnames('Martínez Soler')).toEqual({ primer: 'Martínez', segundo: 'Soler' });
    expect(splitSurnames('de la Fuente  Roig')).toEqual({ primer: 'de la Fuente', segundo: 'Roig' });
    expect(splitSurnames('Nou, Dos Tres')).toEqual({ primer: 'Nou', segundo: 'Dos Tres' });
    expect(splitSurnames('Puig')).toEqual({ primer: 'Puig', segundo: null });
  });
});
