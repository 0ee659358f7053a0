import { FILE_MAX_BYTES } from '@portal/contracts/limits';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './app-error';
import { contentKey, type Storage } from './storage/storage';
import { isZipDocumentExtension, isZipDocumentOfKind } from './zip-container';

/**
 * File storage (DESIGN 'files', convention 6): uploads are checked for size (SPEC §9 2000 KB),
 * the extension whitelist of the place (SPEC §5 Files) and their real content, then stored through
 * the configured storage (storage/, issue #18 part 1), content-addressed by their SHA-256. The
 * bytes are durable before the caller inserts the row that names them, so a row never points to
 * a missing file; the same content uploaded twice is stored once.
 */

/** What the real content of each allowed extension may sniff as (file-type's `ext`). */
const CONTENT_OF: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  // Legacy Office files are OLE compound files.
  doc: ['cfb'],
  ppt: ['cfb'],
  pps: ['cfb'],
  // Office Open XML and OpenDocument are zip archives; file-type names the format when the
  // archive says it, a plain zip otherwise.
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  ppsx: ['ppsx', 'pptx', 'zip'],
  odt: ['odt', 'zip'],
  odp: ['odp', 'zip'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  tif: ['tif'],
  tiff: ['tif'],
  bmp: ['bmp'],
  // Company logos (#16 part 2); outside the general whitelist of SPEC §5.
  webp: ['webp'],
};
/** The media type of a checked zip-based document (file-type may only have seen a zip). */
const ZIP_DOCUMENT_MIME: Readonly<Record<string, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppsx: 'application/vnd.openxmlformats-officedocument.presentationml.slideshow',
  odt: 'application/vnd.oasis.opendocument.text',
  odp: 'application/vnd.oasis.opendocument.presentation',
};
/** Formats without a magic number: accepted only as valid UTF-8 text without NUL bytes. */
const TEXT_MIME: Readonly<Record<string, string>> = { txt: 'text/plain', csv: 'text/csv' };

export interface UploadInput {
  /** File content in base64 (a `data:...;base64,` prefix is tolerated). */
  base64: string;
  /** Declared extension, with or without the dot, any case. */
  extension: string;
  /** Whitelist of the place: UPLOAD_EXTENSIONS or PDF_ONLY (limits.ts). */
  allowed: readonly string[];
  /** Name of the body field, for `datos.campos` of a refusal. */
  field?: string;
}

export interface CheckedUpload {
  bytes: Buffer;
  extension: string;
  mime: string;
  size: number;
}

export interface StoredFile {
  storageKey: string;
  size: number;
  mime: string;
  extension: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function refuse(code: number, field: string, error: string, http?: number): AppError {
  return new AppError(code, { http, datos: { campos: [{ campo: field, error }] } });
}

export function normaliseExtension(extension: string): string {
  return extension.trim().replace(/^\.+/, '').toLowerCase();
}

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decodes and checks an upload without storing it. Refusals: 15 with HTTP 400 for a missing or
 * malformed base64 body; 15 with HTTP 413 (`error: 'maxSize'`) over 2000 KB, since the catalogue
 * has no size code and the web checks the size before sending; 46 for an extension outside the
 * whitelist or content that is not what the extension says (a renamed .exe).
 */
export async function checkUpload(input: UploadInput): Promise<CheckedUpload> {
  const field = input.field ?? 'ficheroB64ParaAltas';
  const extension = normaliseExtension(input.extension);
  if (!input.allowed.includes(extension)) throw refuse(46, 'extension_adjunto', 'extension');

  const raw = input.base64.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (raw.length === 0) throw refuse(15, field, 'required');
  // Refuse before decoding anything that cannot fit.
  if (Math.floor((raw.length * 3) / 4) - 2 > FILE_MAX_BYTES) throw refuse(15, field, 'maxSize', 413);
  if (raw.length % 4 === 1 || !BASE64.test(raw)) throw refuse(15, field, 'malformed');
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length === 0) throw refuse(15, field, 'required');
  if (bytes.length > FILE_MAX_BYTES) throw refuse(15, field, 'maxSize', 413);

  const sniffed = await fileTypeFromBuffer(bytes);
  const textMime = TEXT_MIME[extension];
  if (textMime) {
    if (sniffed || !isUtf8Text(bytes)) throw refuse(46, 'extension_adjunto', 'content');
    return { bytes, extension, mime: textMime, size: bytes.length };
  }
  const expected = CONTENT_OF[extension];
  if (!expected || !sniffed || !expected.includes(sniffed.ext)) throw refuse(46, 'extension_adjunto', 'content');
  // Issue #12 item 8: a zip is a document only when its parts say so (zip-container.ts).
  if (isZipDocumentExtension(extension)) {
    if (!isZipDocumentOfKind(bytes, extension)) throw refuse(46, 'extension_adjunto', 'content');
    return { bytes, extension, mime: ZIP_DOCUMENT_MIME[extension] ?? sniffed.mime, size: bytes.length };
  }
  return { bytes, extension, mime: sniffed.mime, size: bytes.length };
}

/** Stores bytes under their hash (storage/storage.ts); resolves once they are durable. */
export async function storeBytes(storage: Storage, bytes: Buffer): Promise<string> {
  const storageKey = contentKey(bytes);
  await storage.put(storageKey, bytes);
  return storageKey;
}

/** Checks an upload (see checkUpload) and stores it; answers what the documents row needs. */
export async function storeUpload(storage: Storage, input: UploadInput): Promise<StoredFile> {
  const checked = await checkUpload(input);
  const storageKey = await storeBytes(storage, checked.bytes);
  return { storageKey, size: checked.size, mime: checked.mime, extension: checked.extension };
}

/** The bytes of a stored file, or null when the key names no file (e.g. demo rows). */
export async function readStoredFile(storage: Storage, storageKey: string): Promise<Buffer | null> {
  return storage.get(storageKey);
}
