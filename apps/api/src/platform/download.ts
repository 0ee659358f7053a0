import type { FastifyReply } from 'fastify';
import { notFound } from './app-error';
import { readStoredFile } from './files';
import type { Storage } from './storage/storage';

/** A stored upload as the documents tables name it. */
export interface StoredDocument {
  storage_key: string | null;
  mime: string;
  nombre: string;
  extension: string;
}

/**
 * Answers the bytes of a stored document as an attachment (never inline: an uploaded HTML or SVG
 * must not run in the portal's origin), under its own name with its extension. 404/1 when only a
 * link was given or the file is gone.
 */
export async function sendStoredDocument(
  reply: FastifyReply,
  storage: Storage,
  doc: StoredDocument,
): Promise<FastifyReply> {
  const bytes = doc.storage_key ? await readStoredFile(storage, doc.storage_key) : null;
  if (!bytes) throw notFound();
  return sendDownload(reply, { ...doc, bytes });
}

/** Answers a file's bytes as an attachment under its own name with its extension. */
export function sendDownload(
  reply: FastifyReply,
  doc: Pick<StoredDocument, 'mime' | 'nombre' | 'extension'> & { bytes: Buffer },
): FastifyReply {
  const filename = doc.nombre.toLowerCase().endsWith(`.${doc.extension}`)
    ? doc.nombre
    : `${doc.nombre}.${doc.extension}`;
  reply.header('content-type', doc.mime);
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`);
  reply.header('cache-control', 'private, no-store');
  return reply.send(doc.bytes);
}
