import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '../test/pg-admin';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { testEngine } from '../test/test-app';
import { createBackup, restoreBackup } from './backup';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db';
import { readStoredFile, storeBytes } from './files';
import { prepareDatabase } from './startup';
import { createStorage } from './storage/create-storage';

/** Issue #18 part 7: a backup restored into a fresh data folder (and database) has the demo data and the files. */
const databases: string[] = [];
const folders: string[] = [];

async function freshConfig(env: Record<string, string> = {}): Promise<AppConfig> {
  const dataDir = path.join(os.tmpdir(), `portal-backup-${crypto.randomUUID()}`);
  folders.push(dataDir);
  const config = { ...loadConfig({ ...env, DATA_DIR: dataDir }), demo: true };
  if (testEngine !== 'postgres') return config;
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  databases.push(name);
  return { ...config, databaseUrl: databaseUrl(name) };
}

let s3: TestS3 | undefined;

afterAll(async () => {
  await s3?.stop();
  for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
  await adminQuery(...databases.map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

async function demoUser(config: AppConfig): Promise<string | undefined> {
  const handle = openDatabase(config);
  try {
    const row = await handle.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'alumna@demo.test')
      .executeTakeFirst();
    return row?.email;
  } finally {
    await handle.close();
  }
}

/** Stores bytes through the configuration's driver, as the server would. */
async function store(config: AppConfig, bytes: Buffer): Promise<string> {
  const handle = openDatabase(config);
  const storage = createStorage(config, handle.db);
  try {
    return await storeBytes(storage, bytes);
  } finally {
    storage.close();
    await handle.close();
  }
}

async function read(config: AppConfig, key: string): Promise<Buffer | null> {
  const handle = openDatabase(config);
  const storage = createStorage(config, handle.db);
  try {
    return await readStoredFile(storage, key);
  } finally {
    storage.close();
    await handle.close();
  }
}

describe('backup and restore', () => {
  it('#18.7 a backup restored into a fresh data folder finds the demo data and an uploaded file', async () => {
    const source = await freshConfig();
    const handle = openDatabase(source);
    await prepareDatabase(handle, source);
    await handle.close();
    const bytes = Buffer.from(`%PDF-1.4 uploaded ${crypto.randomUUID()}`);
    const key = await store(source, bytes);

    const out = path.join(os.tmpdir(), `portal-backup-out-${crypto.randomUUID()}`);
    folders.push(out);
    const manifest = await createBackup(source, out);
    // The demo's own files (guide PDFs, event images) and the one uploaded here.
    expect(manifest).toMatchObject({ engine: testEngine, jwtSecret: false });
    expect(manifest.files).toBeGreaterThan(1);

    const target = await freshConfig();
    await restoreBackup(target, out);
    expect(await demoUser(target)).toBe('alumna@demo.test');
    expect(await read(target, key)).toEqual(bytes);

    // A second restore into the now full database is refused unless forced.
    await expect(restoreBackup(target, out)).rejects.toThrow(/already has tables/);
    await restoreBackup(target, out, true);
    expect(await demoUser(target)).toBe('alumna@demo.test');
  });

  it('#18.7 a damaged stored file in a backup stops the restore', async () => {
    const source = await freshConfig();
    const handle = openDatabase(source);
    await prepareDatabase(handle, { ...source, demo: false });
    await handle.close();
    const key = await store(source, Buffer.from('original'));
    const out = path.join(os.tmpdir(), `portal-backup-out-${crypto.randomUUID()}`);
    folders.push(out);
    await createBackup(source, out);
    await fs.writeFile(path.join(out, 'files', key.slice(0, 2), key), 'tampered');
    const target = await freshConfig();
    await expect(restoreBackup(target, out)).rejects.toThrow(/does not match its SHA-256/);
  });

  // #18 part 7 with each storage driver: s3 files are downloaded into the backup and uploaded on
  // restore; the database driver's are in the dump; a backup restores under another driver too.
  it.each([
    ['s3', 's3'],
    ['database', 'database'],
    ['disk', 'database'],
    ['database', 's3'],
  ])('#18.7 a backup with the %s driver restored with the %s driver finds the uploaded file', async (from, to) => {
    s3 ??= await startTestS3();
    const envOf = (driver: string) => (driver === 's3' ? s3!.env : { STORAGE_DRIVER: driver });
    const source = await freshConfig(envOf(from));
    const handle = openDatabase(source);
    await prepareDatabase(handle, { ...source, demo: false });
    await handle.close();
    const bytes = Buffer.from(`%PDF-1.4 ${from} ${crypto.randomUUID()}`);
    const key = await store(source, bytes);

    const out = path.join(os.tmpdir(), `portal-backup-out-${crypto.randomUUID()}`);
    folders.push(out);
    const manifest = await createBackup(source, out);
    expect(manifest.storage).toBe(from);
    // The database driver's files travel in the dump, not in the files folder.
    const inFolder = await fs.stat(path.join(out, 'files', key.slice(0, 2), key)).then(
      () => true,
      () => false,
    );
    expect(inFolder).toBe(from !== 'database');

    const target = await freshConfig(envOf(to));
    if (to === 's3') {
      // A fresh store: the source's object is removed so that the restore must put it back.
      const handle = openDatabase(source);
      const storage = createStorage(source, handle.db);
      await storage.delete(key);
      storage.close();
      await handle.close();
      expect(await read(target, key)).toBeNull();
    }
    await restoreBackup(target, out);
    expect(await read(target, key)).toEqual(bytes);
  });
});
