import type { Db } from '../db';
import { nowIso } from '../../db/schema-helpers';
import crypto from 'node:crypto';
import { checkKey, contentKey, inParts, type Storage } from './storage';
import * as repo from './stored-files.repository';

/**
 * The `database` driver (issue #18 part 1, ADR 0016): bytes in the stored_files table of the
 * app's own database, so that a PostgreSQL deployment shares its files with nothing else to run
 * and back up. A put resolves after its insert has committed (or inside the caller's transaction).
 * A streamed put inserts its bytes a part at a time (migration 0039) under an upload name, then
 * names them by their key with the file's row in one transaction.
 */
const PAGE = 500;
/** Bytes per stored_file_parts row of a streamed put (migration 0039). */
const PART_BYTES = 1024 * 1024;

export function databaseStorage(db: Db): Storage {
  return {
    driver: 'database',
    async put(key, bytes) {
      checkKey(key);
      await repo.insertStoredFile(db, {
        key,
        bytes,
        size: bytes.length,
        sha256: contentKey(bytes),
        created_at: nowIso(),
      });
    },
    async putStream(source) {
      const upload = `upload-${crypto.randomUUID()}`;
      const hash = crypto.createHash('sha256');
      let size = 0;
      let parts = 0;
      try {
        for await (const bytes of inParts(source, PART_BYTES)) {
          hash.update(bytes);
          size += bytes.length;
          await repo.insertStoredFilePart(db, upload, parts, bytes, nowIso());
          parts += 1;
        }
        const key = hash.digest('hex');
        await repo.completeStoredFileParts(db, upload, { key, size, parts, created_at: nowIso() });
        return { key, size };
      } catch (err) {
        await repo.deleteStoredFileParts(db, upload);
        throw err;
      }
    },
    async get(key) {
      checkKey(key);
      return repo.findStoredFileBytes(db, key);
    },
    async exists(key) {
      checkKey(key);
      return repo.storedFileExists(db, key);
    },
    async *list() {
      // Pages by key, so that a large table is never read at once.
      let after: string | null = null;
      for (;;) {
        const keys = await repo.storedFileKeysAfter(db, after, PAGE);
        yield* keys;
        if (keys.length < PAGE) return;
        after = keys[keys.length - 1];
      }
    },
    async delete(key) {
      checkKey(key);
      await repo.deleteStoredFile(db, key);
    },
    within: (trx) => databaseStorage(trx),
    close: () => undefined,
  };
}
