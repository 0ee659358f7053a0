import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/config';

/**
 * A local S3-compatible server for the tests of the `s3` storage driver (issue #18 part 1): s3rver
 * on a free port of 127.0.0.1 with its objects in a temporary folder, one bucket made for the
 * test. `stop()` closes it and removes the folder.
 */
export interface TestS3 {
  settings: S3Settings;
  /** The environment that names this store (what an operator would set). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const bucket = `portal-${crypto.randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  // s3rver accepts any credentials; these stand for the operator's.
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: settings.endpoint!,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
