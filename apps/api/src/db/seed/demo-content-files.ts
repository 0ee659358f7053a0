import type { Insertable } from 'kysely';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { Storage } from '../../platform/storage/storage';
import { storeBytes } from '../../platform/files';
import type { DocumentKind, DocumentRow } from '../tables/documents';
import type { DemoDb } from './demo-context';

/**
 * Real files for the demo's guides and event images (issue #12 item 11): small PDFs made with
 * pdf-lib and solid-colour PNGs, kept in the platform's file storage like any upload, with a
 * documents row naming them (kind 'guide', 'guide_image' or 'event_image').
 */

/** Where the web asks for a content file: the API answers it with its type and name. */
export function contentFileUrl(documentId: number): string {
  return `/api/Publico/ficheroContenido/${documentId}`;
}

const pdfs = new Map<string, Promise<Buffer>>();

/** A one-page guide: its title and summary in both languages (generated once per process). */
export function guidePdf(title: string, lines: string[]): Promise<Buffer> {
  const key = [title, ...lines].join('\n');
  let made = pdfs.get(key);
  if (!made) {
    made = (async () => {
      const doc = await PDFDocument.create();
      doc.setTitle(title);
      doc.setCreator('Placement portal (demo)');
      const regular = await doc.embedFont(StandardFonts.Helvetica);
      const bold = await doc.embedFont(StandardFonts.HelveticaBold);
      const page = doc.addPage([595.28, 841.89]);
      page.drawText(title, { x: 56, y: 770, size: 20, font: bold, color: rgb(0.1, 0.2, 0.4) });
      lines.forEach((line, i) =>
        page.drawText(line, { x: 56, y: 730 - i * 18, size: 11, font: regular, color: rgb(0.1, 0.1, 0.1) }),
      );
      return Buffer.from(await doc.save());
    })();
    pdfs.set(key, made);
  }
  return made;
}

export interface ContentFile {
  id: number;
  kind: Extract<DocumentKind, 'guide' | 'guide_image' | 'event_image'>;
  nombre: string;
  extension: 'pdf' | 'png';
  bytes: Buffer;
  brandKey: string | null;
  createdAt: string;
}

const MIME = { pdf: 'application/pdf', png: 'image/png' } as const;

/** Stores the bytes first (a row never names a missing file), then writes the documents rows. */
export async function storeContentFiles(db: DemoDb, storage: Storage, files: ContentFile[]): Promise<void> {
  const rows: Insertable<DocumentRow>[] = [];
  for (const f of files) {
    const storageKey = await storeBytes(storage, f.bytes);
    rows.push({
      id: f.id,
      owner_user_id: null,
      company_id: null,
      kind: f.kind,
      nombre: f.nombre,
      extension: f.extension,
      mime: MIME[f.extension],
      size: f.bytes.length,
      storage_key: storageKey,
      url: null,
      descripcion: null,
      tipo_documento_id: null,
      internship_id: null,
      offer_id: null,
      agreement_id: null,
      experience_id: null,
      programme_id: null,
      practice_request_id: null,
      brand_key: f.brandKey,
      course: null,
      created_at: f.createdAt,
    });
  }
  if (rows.length > 0) await db.insertInto('documents').values(rows).execute();
}
