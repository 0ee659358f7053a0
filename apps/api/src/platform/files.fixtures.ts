import zlib from 'node:zlib';
import { solidPng } from './png';

/** Small real files for upload tests (platform/files and the areas that take uploads). */

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
/** An empty zip archive: what a minimal Office Open XML file sniffs as when it names no format. */
export const ZIP_BYTES = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

/** A valid 1x1 PNG (one red pixel). */
export const PNG_BYTES = solidPng(1, 1, [255, 0, 0]);

/** A zip archive of `entries`, each stored or deflated, with a central directory (PKWARE APPNOTE). */
export function zipOf(entries: Array<{ name: string; data: string | Buffer; deflate?: boolean }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const packed = entry.deflate ? zlib.deflateRawSync(data) : data;
    const name = Buffer.from(entry.name);
    const method = entry.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(zlib.crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(zlib.crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const OOXML_MAIN: Record<string, { part: string; type: string }> = {
  docx: { part: 'word/document.xml', type: 'wordprocessingml.document.main+xml' },
  xlsx: { part: 'xl/workbook.xml', type: 'spreadsheetml.sheet.main+xml' },
  pptx: { part: 'ppt/presentation.xml', type: 'presentationml.presentation.main+xml' },
  ppsx: { part: 'ppt/presentation.xml', type: 'presentationml.slideshow.main+xml' },
};

/** A minimal Office Open XML package of the kind (content types, relationships, main part). */
export function ooxmlOf(extension: 'docx' | 'xlsx' | 'pptx' | 'ppsx'): Buffer {
  const main = OOXML_MAIN[extension];
  const types =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/${main.part}" ContentType="application/vnd.openxmlformats-officedocument.${main.type}"/>` +
    '</Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${main.part}"/>` +
    '</Relationships>';
  return zipOf([
    { name: '[Content_Types].xml', data: types, deflate: true },
    { name: '_rels/.rels', data: rels, deflate: true },
    { name: main.part, data: '<?xml version="1.0" encoding="UTF-8"?><root/>', deflate: true },
  ]);
}

/** A minimal OpenDocument package: `mimetype` first and stored, then the manifest and content. */
export function odfOf(extension: 'odt' | 'odp'): Buffer {
  const mediaType = `application/vnd.oasis.opendocument.${extension === 'odt' ? 'text' : 'presentation'}`;
  const manifest =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">' +
    `<manifest:file-entry manifest:full-path="/" manifest:media-type="${mediaType}"/>` +
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>' +
    '</manifest:manifest>';
  return zipOf([
    { name: 'mimetype', data: mediaType },
    { name: 'META-INF/manifest.xml', data: manifest, deflate: true },
    {
      name: 'content.xml',
      data: '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>',
      deflate: true,
    },
  ]);
}
