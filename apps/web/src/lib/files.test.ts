import { describe, expect, it } from 'vitest';
import { PDF_ONLY, UPLOAD_EXTENSIONS } from '@portal/contracts/limits';
import { acceptOf, extensionOf, fileProblem, GENERAL_EXTENSIONS, MAX_UPLOAD_BYTES, readAsBase64 } from './files';

describe('the upload whitelist (SPEC §5 Files)', () => {
  // The list itself is checked against SPEC §5 once, in packages/contracts/src/limits.test.ts.
  it("is contracts' list", () => {
    expect(GENERAL_EXTENSIONS).toBe(UPLOAD_EXTENSIONS);
  });

  it('allows 2000 KB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(2000 * 1024);
  });
});

describe('extensionOf', () => {
  it('gives the last extension in lower case, without the dot', () => {
    expect(extensionOf('Memoria.PDF')).toBe('pdf');
    expect(extensionOf('informe.final.docx')).toBe('docx');
  });

  it("gives '' for a name without an extension (and for a name that is only an extension)", () => {
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.pdf')).toBe('');
  });
});

describe('acceptOf', () => {
  it('lists the extensions for a file input', () => {
    expect(acceptOf(['pdf', 'doc'])).toBe('.pdf,.doc');
  });
});

describe('fileProblem', () => {
  it('refuses an extension outside the list', () => {
    expect(fileProblem({ name: 'programa.exe', size: 10 })).toBe('type');
    expect(fileProblem({ name: 'foto.png', size: 10 }, PDF_ONLY)).toBe('type');
  });

  it('refuses a file over 2000 KB and accepts one of exactly 2000 KB', () => {
    expect(fileProblem({ name: 'grande.pdf', size: 2000 * 1024 + 1 })).toBe('size');
    expect(fileProblem({ name: 'justo.pdf', size: 2000 * 1024 })).toBeNull();
  });

  it('accepts an allowed file (any case of its extension)', () => {
    expect(fileProblem({ name: 'cv.PDF', size: 3 })).toBeNull();
    expect(fileProblem({ name: 'convenio.pdf', size: 3 }, PDF_ONLY)).toBeNull();
  });
});

describe('readAsBase64', () => {
  it('gives the content without the data-URL prefix', async () => {
    expect(await readAsBase64(new Blob(['%PDF']))).toBe(btoa('%PDF'));
    expect(await readAsBase64(new Blob([new Uint8Array(3)]))).toBe('AAAA');
  });
});
