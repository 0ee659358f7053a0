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
