import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { copyStorage } from './copy-storage';
import { databaseStorage } from './database-storage';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import { contentKey, type Storage } from './storage';

/**
 * The streamed put of the three drivers (ADR 0038): the bytes come as a stream of small chunks,
 * the driver names them by their SHA-256 once the last one is in, stores each content once, and
 * a stream that fails half-way leaves nothing. `database` runs on the run's engine (TEST_DB), `s3`
 * on s3rver.
 */
let s3: TestS3;
let dbApp: TestApp;
let dataDir: string;
const storages: Record<string, () => Storage> = {};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-stream-'));
  s3 = await startTestS3();
  dbApp = await buildTestApp({ seed: false });
  storages.disk = () => diskStorage(dataDir);
  storages.database = () => databaseStorage(dbApp.app.db);
  storages.s3 = () => s3Storage(s3.settings);
});

afterAll(async () => {
  await dbApp?.close();
  await s3?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** The bytes as a writer hands them: chunks of `size` bytes. */
async function* chunksOf(bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) {
    yield bytes.subarray(at, at + size);
    // Let the event loop turn as a real writer does.
    if (at % (size * 64) === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

async function keysOf(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

describe.each(['disk', 'database', 's3'])('the streamed put of storage driver %s', (driver) => {
  let storage: Storage;
  beforeAll(() => {
    storage = storages[driver]();
  });
  afterAll(() => storage.close());

  it('stores a 3 MB stream of 4 KB chunks under its SHA-256 and gives the same bytes back', async () => {
    const bytes = crypto.randomBytes(3 * 1024 * 1024 + 123);
    const stored = await storage.putStream(chunksOf(bytes, 4096));
    expect(stored).toEqual({ key: contentKey(bytes), size: bytes.length });
    expect(await storage.exists(stored.key)).toBe(true);
    const back = await storage.get(stored.key);
    expect(back?.length).toBe(bytes.length);
    expect(back?.equals(bytes)).toBe(true);
    // Another driver reads it back through the copy, hash checked.
    const target = diskStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'portal-stream-copy-')));
    const copied = await copyStorage(storage, target);
    expect(copied.failed).toEqual([]);
    expect((await target.get(stored.key))?.equals(bytes)).toBe(true);
  });

  it('stores text chunks and an empty stream', async () => {
    const text = `línea ${crypto.randomUUID()}\r\n`.repeat(1000);
    async function* strings() {
      for (const line of text.split(/(?<=\n)/)) yield line;
    }
    const stored = await storage.putStream(strings());
    expect(stored.key).toBe(contentKey(Buffer.from(text)));
    expect((await storage.get(stored.key))?.toString('utf8')).toBe(text);
    async function* nothing(): AsyncGenerator<Buffer> {}
    const empty = await storage.putStream(nothing());
    expect(empty).toEqual({ key: contentKey(Buffer.alloc(0)), size: 0 });
    expect((await storage.get(empty.key))?.length).toBe(0);
  });

  it('stores the same content once, streamed twice or put whole after', async () => {
    const bytes = crypto.randomBytes(1536 * 1024);
    const first = await storage.putStream(chunksOf(bytes, 65536));
    const before = await keysOf(storage);
    const second = await storage.putStream(chunksOf(bytes, 1000));
    expect(second).toEqual(first);
    await storage.put(first.key, bytes);
    expect(await keysOf(storage)).toEqual(before);
    expect((await storage.get(first.key))?.equals(bytes)).toBe(true);
    await storage.delete(first.key);
    expect(await storage.get(first.key)).toBeNull();
  });

  it('leaves nothing stored when the stream fails half-way', async () => {
    const before = await keysOf(storage);
    async function* broken() {
      yield crypto.randomBytes(1200 * 1024);
      throw new Error('writer failed');
    }
    await expect(storage.putStream(broken())).rejects.toThrow('writer failed');
    expect(await keysOf(storage)).toEqual(before);
    if (driver === 'database') {
      const parts = await dbApp.app.db
        .selectFrom('stored_file_parts')
        .select('file_key')
        .where('file_key', 'like', 'upload-%')
        .execute();
      expect(parts).toEqual([]);
    }
    if (driver === 'disk') expect(await fs.readdir(path.join(dataDir, 'files', 'tmp'))).toEqual([]);
  });
});
