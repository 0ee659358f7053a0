import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_MAX_BYTES, PDF_ONLY, UPLOAD_EXTENSIONS } from '@portal/contracts/limits';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { checkUpload, readStoredFile, storeUpload } from './files';
import { diskStorage } from './storage/disk-storage';
import { EXE_BYTES, odfOf, ooxmlOf, PDF_BYTES, PNG_BYTES, ZIP_BYTES, zipOf } from './files.fixtures';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
// The disk driver: today's layout under DATA_DIR/files (the other drivers: storage/storage.test.ts).
const config = diskStorage(dataDir);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function refusal(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

const b64 = (b: Buffer) => b.toString('base64');

describe('storeUpload', () => {
  it('stores a PDF under its sha256 and answers key, size and mime', async () => {
    const stored = await storeUpload(config, { base64: b64(PDF_BYTES), extension: 'PDF', allowed: UPLOAD_EXTENSIONS });
    const sha = crypto.createHash('sha256').update(PDF_BYTES).digest('hex');
    expect(stored).toEqual({ storageKey: sha, size: PDF_BYTES.length, mime: 'application/pdf', extension: 'pdf' });
    const file = path.join(dataDir, 'files', sha.slice(0, 2), sha);
    expect(fs.readFileSync(file).equals(PDF_BYTES)).toBe(true);
    expect(await readStoredFile(config, sha)).toEqual(PDF_BYTES);
    // The same content twice is stored once, under the same key; no temporary file is left.
    const again = await storeUpload(config, {
      base64: `data:application/pdf;base64,${b64(PDF_BYTES)}`,
      extension: '.pdf',
      allowed: PDF_ONLY,
    });
    expect(again.storageKey).toBe(sha);
    expect(fs.readdirSync(path.dirname(file))).toEqual([sha]);
  });

  it('refuses a renamed .exe with 46, whatever extension it claims', async () => {
    for (const extension of ['pdf', 'docx', 'png', 'txt']) {
      const err = await refusal(storeUpload(config, { base64: b64(EXE_BYTES), extension, allowed: UPLOAD_EXTENSIONS }));
      expect(err.code).toBe(46);
      expect(err.http).toBe(400);
    }
  });

  it('refuses an extension outside the whitelist with 46, and a PNG where only PDF is allowed', async () => {
    expect(
      (await refusal(checkUpload({ base64: b64(EXE_BYTES), extension: 'exe', allowed: UPLOAD_EXTENSIONS }))).code,
    ).toBe(46);
    expect((await refusal(checkUpload({ base64: b64(PNG_BYTES), extension: 'png', allowed: PDF_ONLY }))).code).toBe(46);
    // A PNG renamed to .pdf is refused on its content.
    expect((await refusal(checkUpload({ base64: b64(PNG_BYTES), extension: 'pdf', allowed: PDF_ONLY }))).code).toBe(46);
    const png = await checkUpload({ base64: b64(PNG_BYTES), extension: 'png', allowed: UPLOAD_EXTENSIONS });
    expect(png.mime).toBe('image/png');
  });

  it('refuses more than 2000 KB with 15 and HTTP 413, before and after decoding', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(Math.round(2.1 * 1024 * 1024))]);
    const err = await refusal(storeUpload(config, { base64: b64(big), extension: 'pdf', allowed: PDF_ONLY }));
    expect(err.code).toBe(15);
    expect(err.http).toBe(413);
    expect(err.datos).toEqual({ campos: [{ campo: 'ficheroB64ParaAltas', error: 'maxSize' }] });
    const justOver = Buffer.concat([PDF_BYTES, Buffer.alloc(FILE_MAX_BYTES - PDF_BYTES.length + 1)]);
    expect((await refusal(checkUpload({ base64: b64(justOver), extension: 'pdf', allowed: PDF_ONLY }))).http).toBe(413);
    const exactly = Buffer.concat([PDF_BYTES, Buffer.alloc(FILE_MAX_BYTES - PDF_BYTES.length)]);
    expect((await checkUpload({ base64: b64(exactly), extension: 'pdf', allowed: PDF_ONLY })).size).toBe(
      FILE_MAX_BYTES,
    );
  });

  it('#12.8 accepts real minimal Office Open XML and OpenDocument files of the declared kind', async () => {
    for (const extension of ['docx', 'xlsx', 'pptx', 'ppsx'] as const) {
      const ok = await checkUpload({ base64: b64(ooxmlOf(extension)), extension, allowed: UPLOAD_EXTENSIONS });
      expect(ok.extension).toBe(extension);
    }
    for (const extension of ['odt', 'odp'] as const) {
      const ok = await checkUpload({ base64: b64(odfOf(extension)), extension, allowed: UPLOAD_EXTENSIONS });
      expect(ok.mime).toBe(`application/vnd.oasis.opendocument.${extension === 'odt' ? 'text' : 'presentation'}`);
    }
    expect(
      (await checkUpload({ base64: b64(ooxmlOf('docx')), extension: 'docx', allowed: UPLOAD_EXTENSIONS })).mime,
    ).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    // ... but a zip is not a PDF.
    expect(
      (await refusal(checkUpload({ base64: b64(ZIP_BYTES), extension: 'pdf', allowed: UPLOAD_EXTENSIONS }))).code,
    ).toBe(46);
  });

  it('#12.8 refuses with 46 a plain zip renamed .docx/.xlsx/.pptx/.ppsx/.odt/.odp, and a document of another kind', async () => {
    const plain = zipOf([{ name: 'notes.txt', data: 'hello', deflate: true }]);
    for (const extension of ['docx', 'xlsx', 'pptx', 'ppsx', 'odt', 'odp']) {
      for (const bytes of [ZIP_BYTES, plain]) {
        const err = await refusal(checkUpload({ base64: b64(bytes), extension, allowed: UPLOAD_EXTENSIONS }));
        expect([err.code, err.http, err.datos]).toEqual([
          46,
          400,
          { campos: [{ campo: 'extension_adjunto', error: 'content' }] },
        ]);
      }
    }
    // A spreadsheet renamed .docx, a text document renamed .odp.
    expect(
      (await refusal(checkUpload({ base64: b64(ooxmlOf('xlsx')), extension: 'docx', allowed: UPLOAD_EXTENSIONS })))
        .code,
    ).toBe(46);
    expect(
      (await refusal(checkUpload({ base64: b64(odfOf('odt')), extension: 'odp', allowed: UPLOAD_EXTENSIONS }))).code,
    ).toBe(46);
    // ODF's mimetype must come first and stored: the same parts in another order are refused.
    const reordered = zipOf([
      { name: 'content.xml', data: '<x/>', deflate: true },
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
    ]);
    expect(
      (await refusal(checkUpload({ base64: b64(reordered), extension: 'odt', allowed: UPLOAD_EXTENSIONS }))).code,
    ).toBe(46);
    // An OOXML content-types name alone, without the content types of the kind, is not enough.
    const bare = zipOf([{ name: '[Content_Types].xml', data: '<Types/>', deflate: true }]);
    expect(
      (await refusal(checkUpload({ base64: b64(bare), extension: 'docx', allowed: UPLOAD_EXTENSIONS }))).code,
    ).toBe(46);
  });

  it('accepts csv and txt only as UTF-8 text without NUL bytes', async () => {
    const csv = await checkUpload({
      base64: b64(Buffer.from('nombre;ciudad\nLucía;València\n')),
      extension: 'csv',
      allowed: UPLOAD_EXTENSIONS,
    });
    expect(csv.mime).toBe('text/csv');
    const txt = await checkUpload({
      base64: b64(Buffer.from('Hola, món')),
      extension: 'txt',
      allowed: UPLOAD_EXTENSIONS,
    });
    expect(txt.mime).toBe('text/plain');
    expect(
      (
        await refusal(
          checkUpload({ base64: b64(Buffer.from([0x41, 0x00, 0x42])), extension: 'txt', allowed: UPLOAD_EXTENSIONS }),
        )
      ).code,
    ).toBe(46);
    expect(
      (
        await refusal(
          checkUpload({ base64: b64(Buffer.from([0xc3, 0x28])), extension: 'csv', allowed: UPLOAD_EXTENSIONS }),
        )
      ).code,
    ).toBe(46);
    // A PDF renamed to .txt has a magic number: refused.
    expect(
      (await refusal(checkUpload({ base64: b64(PDF_BYTES), extension: 'txt', allowed: UPLOAD_EXTENSIONS }))).code,
    ).toBe(46);
  });

  it('refuses empty or malformed base64 with 15', async () => {
    expect((await refusal(checkUpload({ base64: '', extension: 'pdf', allowed: PDF_ONLY }))).code).toBe(15);
    expect((await refusal(checkUpload({ base64: '%%%not base64%%%', extension: 'pdf', allowed: PDF_ONLY }))).code).toBe(
      15,
    );
  });

  it('never resolves a key outside the storage folder', async () => {
    await expect(readStoredFile(config, '../../etc/passwd')).rejects.toThrow(AppError);
    expect(await readStoredFile(config, 'a'.repeat(64))).toBeNull();
  });
});
