import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { AppError } from '../app-error';
import { copyStorage } from './copy-storage';
import { databaseStorage } from './database-storage';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import { contentKey, type Storage } from './storage';

/**
 * Issue #18 part 1: one suite run against the three drivers. `database` runs on the engine of the
 * run (TEST_DB=postgres for PostgreSQL); `s3` against s3rver started here on a free port.
 */
let s3: TestS3;
let dbApp: TestApp;
let dataDir: string;
const storages: Record<string, () => Storage> = {};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
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

async function keysOf(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

const unique = (label: string) => Buffer.from(`${label} ${crypto.randomUUID()}`);

describe.each(['disk', 'database', 's3'])('storage driver %s', (driver) => {
  let storage: Storage;
  beforeAll(() => {
    storage = storages[driver]();
  });
  afterAll(() => storage.close());

  it('puts and gets the same bytes back under their SHA-256', async () => {
    const bytes = unique('round trip');
    const key = contentKey(bytes);
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, bytes);
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.get(key)).toEqual(bytes);
    expect(storage.driver).toBe(driver);
  });

  it('stores the same content once: a second put of the same key changes nothing', async () => {
    const bytes = unique('twice');
    const key = contentKey(bytes);
    await storage.put(key, bytes);
    const before = await keysOf(storage);
    await storage.put(key, bytes);
    expect(await keysOf(storage)).toEqual(before);
    expect(await storage.get(key)).toEqual(bytes);
  });

  it('answers null for a key that names nothing, and refuses a key that is not a SHA-256', async () => {
    expect(await storage.get('0'.repeat(64))).toBeNull();
    expect(await storage.exists('0'.repeat(64))).toBe(false);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(AppError);
    await expect(storage.put('NOT-A-KEY', Buffer.from('x'))).rejects.toThrow(AppError);
  });

  it('lists every stored key, and forgets a deleted one', async () => {
    const put = [unique('a'), unique('b'), unique('c')];
    for (const bytes of put) await storage.put(contentKey(bytes), bytes);
    const listed = await keysOf(storage);
    for (const bytes of put) expect(listed).toContain(contentKey(bytes));
    await storage.delete(contentKey(put[0]));
    await storage.delete(contentKey(put[0]));
    expect(await storage.get(contentKey(put[0]))).toBeNull();
    expect(await keysOf(storage)).not.toContain(contentKey(put[0]));
  });

  it('keeps a large file (5 MB) intact', async () => {
    const bytes = crypto.randomBytes(5 * 1024 * 1024);
    const key = contentKey(bytes);
    await storage.put(key, bytes);
    const back = await storage.get(key);
    expect(back?.length).toBe(bytes.length);
    expect(back && contentKey(back)).toBe(key);
  });
});

describe('copying between drivers (npm run storage:copy)', () => {
  it('copies every file from disk to s3 and to the database, checks each hash, and copies nothing twice', async () => {
    const from = diskStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-from-')));
    const files = [unique('one'), unique('two'), crypto.randomBytes(300_000)];
    for (const bytes of files) await from.put(contentKey(bytes), bytes);
    for (const to of [s3Storage(s3.settings), databaseStorage(dbApp.app.db)]) {
      const result = await copyStorage(from, to);
      expect(result).toMatchObject({ files: 3, failed: [] });
      expect(result.copied).toBe(3);
      for (const bytes of files) expect(await to.get(contentKey(bytes))).toEqual(bytes);
      expect(await copyStorage(from, to)).toEqual({ files: 3, copied: 0, present: 3, failed: [] });
      to.close();
    }
  });

  it('reports a source file whose bytes no longer match its key, and does not copy it', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-bad-'));
    const from = diskStorage(root);
    const bytes = unique('damaged');
    const key = contentKey(bytes);
    await from.put(key, bytes);
    await fs.writeFile(path.join(root, 'files', key.slice(0, 2), key), 'tampered');
    const to = s3Storage(s3.settings);
    expect(await copyStorage(from, to)).toEqual({ files: 1, copied: 0, present: 0, failed: [key] });
    expect(await to.exists(key)).toBe(false);
    to.close();
  });
});
