import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, inParts, isKey, type Storage, type StoredStream } from './storage';

/**
 * The `disk` driver (the default; one instance): today's layout, unchanged so that existing data
 * stays readable — `${dataDir}/files/<first 2 hex of the key>/<key>`. A put writes a temporary
 * file, fsyncs it, renames it into place and fsyncs the folder before it resolves. A streamed put
 * writes its temporary file in `files/tmp` (no shard: listing skips it) as the bytes come.
 */
export function diskFilesRoot(dataDir: string): string {
  return path.join(dataDir, 'files');
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function diskStorage(dataDir: string): Storage {
  const root = diskFilesRoot(dataDir);
  const fileOf = (key: string) => {
    checkKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  const storage: Storage = {
    driver: 'disk',
    async put(key, bytes) {
      const target = fileOf(key);
      const dir = path.dirname(target);
      try {
        if ((await fs.stat(target)).size === bytes.length) return;
      } catch {
        // not stored yet
      }
      await fs.mkdir(dir, { recursive: true });
      const tmp = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      const handle = await fs.open(tmp, 'w', 0o640);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await fs.rename(tmp, target);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
      await fsyncDir(dir);
    },
    async putStream(source) {
      return putStreamOnDisk(root, source, fileOf);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      return fs.stat(fileOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async *list() {
      let shards: string[];
      try {
        shards = await fs.readdir(root);
      } catch (err) {
        if (missing(err)) return;
        throw err;
      }
      for (const shard of shards.sort()) {
        if (!/^[0-9a-f]{2}$/.test(shard)) continue;
        for (const name of (await fs.readdir(path.join(root, shard))).sort()) {
          if (isKey(name) && name.startsWith(shard)) yield name;
        }
      }
    },
    async delete(key) {
      try {
        await fs.unlink(fileOf(key));
      } catch (err) {
        if (!missing(err)) throw err;
      }
    },
    within: () => storage,
    close: () => undefined,
  };
  return storage;
}

/** The streamed put: hashed while written to `files/tmp`, then renamed to its key's place. */
async function putStreamOnDisk(
  root: string,
  source: AsyncIterable<Uint8Array | string>,
  fileOf: (key: string) => string,
): Promise<StoredStream> {
  const tmpDir = path.join(root, 'tmp');
  await fs.mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `${crypto.randomBytes(8).toString('hex')}.tmp`);
  const hash = crypto.createHash('sha256');
  let size = 0;
  try {
    const handle = await fs.open(tmp, 'w', 0o640);
    try {
      for await (const bytes of inParts(source, 256 * 1024)) {
        hash.update(bytes);
        size += bytes.length;
        await handle.write(bytes);
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    const key = hash.digest('hex');
    const target = fileOf(key);
    const dir = path.dirname(target);
    await fs.mkdir(dir, { recursive: true });
    const present = await fs.stat(target).then(
      (s) => s.size === size,
      () => false,
    );
    if (!present) {
      await fs.rename(tmp, target);
      await fsyncDir(dir);
    }
    return { key, size };
  } finally {
    await fs.rm(tmp, { force: true });
  }
}
