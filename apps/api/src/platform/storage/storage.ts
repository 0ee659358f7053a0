import crypto from 'node:crypto';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../app-error';
import type { StorageDriverName } from '../config';
import type { Db } from '../db';

/**
 * Where uploaded files live (issue #18 part 1, ADR 0016). Files are content-addressed: the key is
 * the SHA-256 of the bytes in hex, so the same content is stored once and any copy can be checked
 * against its key. Three drivers chosen by STORAGE_DRIVER: `disk` (DATA_DIR/files, one instance),
 * `database` (the stored_files table) and `s3` (any S3-compatible store); the last two are shared
 * by every instance. Nothing else reads or writes the files.
 */
export interface Storage {
  readonly driver: StorageDriverName;
  /** Stores the bytes under their key; resolves only once they are durable. Idempotent. */
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Stores bytes as they come, hashing them on the way, and resolves with their key (the SHA-256)
   * and size once durable: memory stays at a part's size whatever the file's (ADR 0038, background
   * exports). A source that fails leaves nothing stored.
   */
  putStream(source: AsyncIterable<Uint8Array | string>): Promise<StoredStream>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Every stored key, in no promised order. */
  list(): AsyncIterable<string>;
  /** Removes the bytes; a missing key is no error. */
  delete(key: string): Promise<void>;
  /**
   * The same storage writing through a transaction: the `database` driver on SQLite has one
   * connection, which a transaction holds, so a put inside one must go through it (the demo
   * seed). The other drivers answer themselves.
   */
  within(db: Db): Storage;
  /** Lets go of connections (the S3 client's sockets); the storage is not used afterwards. */
  close(): void;
}

/** What a streamed put stored. */
export interface StoredStream {
  key: string;
  size: number;
}

const KEY = /^[0-9a-f]{64}$/;

/** The key of some bytes: their SHA-256 in hex. */
export function contentKey(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** A key must be a SHA-256 in hex (no path or object-name tricks); 404 otherwise, as for a missing file. */
export function checkKey(key: string): void {
  if (!KEY.test(key)) throw new AppError(Status.OfferNotFound);
}

/** Whether a name is a storage key (listing skips anything else, e.g. temporary files). */
export function isKey(name: string): boolean {
  return KEY.test(name);
}

/** A chunk of a stream as bytes (a writer may hand strings). */
function asBytes(chunk: Uint8Array | string): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * A stream's bytes regrouped in parts of `partSize` (the last one shorter; none for an empty
 * stream): a writer's chunks are often a few bytes, and one write or insert per chunk would be slow.
 */
export async function* inParts(source: AsyncIterable<Uint8Array | string>, partSize: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    const bytes = asBytes(chunk);
    pending.push(bytes);
    length += bytes.length;
    if (length >= partSize) {
      yield Buffer.concat(pending, length);
      pending = [];
      length = 0;
    }
  }
  if (length > 0) yield Buffer.concat(pending, length);
}
