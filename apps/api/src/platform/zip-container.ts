import zlib from 'node:zlib';

/**
 * Issue #12 item 8: any ZIP passed as .docx/.xlsx/.pptx/.odt/.odp because only its magic bytes
 * were read. These checks read the archive's central directory (PKWARE APPNOTE 4.3) and the parts
 * that make a document of the declared kind:
 * - Office Open XML (ECMA-376 Part 2): a `[Content_Types].xml` part that names the main part of
 *   the kind (wordprocessingml, spreadsheetml or presentationml);
 * - OpenDocument (ODF 1.2 Part 3 §3.3): a first entry `mimetype`, stored uncompressed, whose
 *   content is the kind's media type.
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** `[Content_Types].xml` is a few KB; a larger one is not worth inflating. */
const MAX_PART_BYTES = 256 * 1024;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The central directory's entries, in order, or null when the bytes are not a readable zip. */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < EOCD_SIZE) return null;
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  let eocd = -1;
  for (let i = bytes.length - EOCD_SIZE; i >= lowest; i--) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (offset + size > eocd) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > offset + size || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const end = at + 46 + nameLength;
    if (end > offset + size) return null;
    entries.push({
      name: bytes.subarray(at + 46, end).toString('utf8'),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at = end + extraLength + commentLength;
  }
  return entries;
}

/** The uncompressed content of one entry (stored or deflated), or null when unreadable. */
function entryContent(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (entry.size > MAX_PART_BYTES || at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  if (entry.method === 0) return data;
  if (entry.method !== 8) return null;
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: MAX_PART_BYTES });
  } catch {
    return null;
  }
}

/** The main part's content type family of each Office Open XML extension. */
const OOXML_KIND: Readonly<Record<string, string>> = {
  docx: 'wordprocessingml',
  xlsx: 'spreadsheetml',
  pptx: 'presentationml',
  ppsx: 'presentationml',
};

/** The media type in the `mimetype` entry of each OpenDocument extension. */
const ODF_MEDIA_TYPE: Readonly<Record<string, string>> = {
  odt: 'application/vnd.oasis.opendocument.text',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

/** True when `extension` names a zip-based document format that this module checks. */
export function isZipDocumentExtension(extension: string): boolean {
  return extension in OOXML_KIND || extension in ODF_MEDIA_TYPE;
}

/** True when the bytes are a document of the kind `extension` names (see the module comment). */
export function isZipDocumentOfKind(bytes: Buffer, extension: string): boolean {
  const entries = zipEntries(bytes);
  if (!entries || entries.length === 0) return false;
  const mediaType = ODF_MEDIA_TYPE[extension];
  if (mediaType) {
    const first = entries[0];
    if (first.name !== 'mimetype' || first.method !== 0 || first.localOffset !== 0) return false;
    return entryContent(bytes, first)?.toString('ascii') === mediaType;
  }
  const kind = OOXML_KIND[extension];
  if (!kind) return false;
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  const xml = types ? entryContent(bytes, types)?.toString('utf8') : undefined;
  return xml !== undefined && xml.includes(`application/vnd.openxmlformats-officedocument.${kind}.`);
}
