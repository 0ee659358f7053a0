import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { diskStorage } from '../platform/storage/disk-storage';
import { s3Storage } from '../platform/storage/s3-storage';
import { contentKey } from '../platform/storage/storage';

/**
 * Issue #18 part 1: `npm run storage:copy -- --from disk --to s3` copies every stored file, checks
 * each SHA-256 and prints the counts; a second run copies nothing; a damaged file exits 1.
 */
let s3: TestS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-copy-'));
});
afterAll(async () => {
  await s3?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Runs the command as an operator would (from source through tsx), with DATA_DIR and the S3_* store. */
function storageCopy(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'storage-copy.ts'), ...args],
      {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: '', ...s3.env, STORAGE_DRIVER: 'disk' },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run storage:copy', () => {
  it('copies every file from disk to s3, verified, and a second run finds them there', async () => {
    const disk = diskStorage(dataDir);
    const files = [Buffer.from(`one ${crypto.randomUUID()}`), crypto.randomBytes(200_000)];
    for (const bytes of files) await disk.put(contentKey(bytes), bytes);

    const first = await storageCopy(['--from', 'disk', '--to', 's3']);
    expect(first.stdout).toContain(
      '2 stored files in disk: 2 copied to s3, 0 already there; 0 not matching their SHA-256',
    );
    expect(first.code).toBe(0);
    const bucket = s3Storage(s3.settings);
    for (const bytes of files) expect(await bucket.get(contentKey(bytes))).toEqual(bytes);
    bucket.close();

    const again = await storageCopy(['--from', 'disk', '--to', 's3']);
    expect(again.stdout).toContain('2 stored files in disk: 0 copied to s3, 2 already there');
    expect(again.code).toBe(0);
  }, 60_000);

  it('exits 1 naming a file that does not match its SHA-256, and refuses a wrong call', async () => {
    const bytes = Buffer.from(`damaged ${crypto.randomUUID()}`);
    const key = contentKey(bytes);
    await diskStorage(dataDir).put(key, bytes);
    await fs.writeFile(path.join(dataDir, 'files', key.slice(0, 2), key), 'tampered');
    const run = await storageCopy(['--from', 'disk', '--to', 's3']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`does not match its SHA-256: ${key}`);

    const wrong = await storageCopy(['--from', 'disk', '--to', 'disk']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('usage: npm run storage:copy');
  }, 60_000);
});
