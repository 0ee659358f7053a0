import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { checkKey, inParts, isKey, type Storage, type StoredStream } from './storage';

/**
 * The `s3` driver (issue #18 part 1): any S3-compatible store through @aws-sdk/client-s3, one
 * object per key at the bucket's root. A put resolves when the store has acknowledged the object,
 * which it checks against the Content-MD5 sent with it. Only the checksums a request requires are
 * computed: the SDK's default extra CRC headers are refused by several S3-compatible servers.
 * The SDK is loaded at first use, so that an instance on another driver does not load it at start.
 * A streamed put cannot name its object before its last byte (the key is the content's SHA-256):
 * it spools the bytes to a temporary file of the instance as they come, hashing them, then sends
 * that file as the object's body, read from disk (ADR 0038); memory stays at a part's size.
 */
type Sdk = typeof import('@aws-sdk/client-s3');

function notFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

function s3Client(sdk: Sdk, settings: S3Settings): S3Client {
  return new sdk.S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function s3Storage(settings: S3Settings): Storage {
  const Bucket = settings.bucket;
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  let client: S3Client | undefined;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => {
      client = s3Client(sdk, settings);
      return { sdk, client };
    }));
  const storage: Storage = {
    driver: 's3',
    async put(key, bytes) {
      checkKey(key);
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/octet-stream',
          ContentMD5: crypto.createHash('md5').update(bytes).digest('base64'),
        }),
      );
    },
    async putStream(source) {
      const spooled = await spool(source);
      try {
        const { sdk, client } = await s3();
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: spooled.key,
            Body: createReadStream(spooled.file),
            ContentLength: spooled.size,
            ContentType: 'application/octet-stream',
            ContentMD5: spooled.md5,
          }),
        );
        return { key: spooled.key, size: spooled.size };
      } finally {
        await fs.rm(spooled.dir, { recursive: true, force: true });
      }
    },
    async get(key) {
      checkKey(key);
      const { sdk, client } = await s3();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      checkKey(key);
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async *list() {
      const { sdk, client } = await s3();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key && isKey(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async delete(key) {
      checkKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    within: () => storage,
    close: () => client?.destroy(),
  };
  return storage;
}

/** The stream written to a temporary file, with its SHA-256 (the key) and MD5 (checked by the store). */
async function spool(
  source: AsyncIterable<Uint8Array | string>,
): Promise<StoredStream & { dir: string; file: string; md5: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3-put-'));
  const file = path.join(dir, 'body');
  const sha = crypto.createHash('sha256');
  const md5 = crypto.createHash('md5');
  let size = 0;
  try {
    const handle = await fs.open(file, 'w', 0o600);
    try {
      for await (const bytes of inParts(source, 256 * 1024)) {
        sha.update(bytes);
        md5.update(bytes);
        size += bytes.length;
        await handle.write(bytes);
      }
    } finally {
      await handle.close();
    }
  } catch (err) {
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  }
  return { key: sha.digest('hex'), size, dir, file, md5: md5.digest('base64') };
}
