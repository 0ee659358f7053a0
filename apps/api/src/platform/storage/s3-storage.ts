import crypto from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { checkKey, isKey, type Storage } from './storage';

/**
 * The `s3` driver (issue #18 part 1): any S3-compatible store through @aws-sdk/client-s3, one
 * object per key at the bucket's root. A put resolves when the store has acknowledged the object,
 * which it checks against the Content-MD5 sent with it. Only the checksums a request requires are
 * computed: the SDK's default extra CRC headers are refused by several S3-compatible servers.
 */
function notFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function s3Storage(settings: S3Settings, client: S3Client = s3Client(settings)): Storage {
  const Bucket = settings.bucket;
  const storage: Storage = {
    driver: 's3',
    async put(key, bytes) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/octet-stream',
          ContentMD5: crypto.createHash('md5').update(bytes).digest('base64'),
        }),
      );
    },
    async get(key) {
      checkKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      checkKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key && isKey(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    within: () => storage,
    close: () => client.destroy(),
  };
  return storage;
}
