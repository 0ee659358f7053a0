import type { AppConfig } from '../config';
import type { Db } from '../db';
import { databaseStorage } from './database-storage';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

export type StorageConfig = Pick<AppConfig, 'dataDir' | 'storageDriver' | 's3'>;

/** The configured driver; `db` is the app's database (needed by the `database` driver only). */
export function createStorage(config: StorageConfig, db?: Db): Storage {
  switch (config.storageDriver) {
    case 'database':
      if (!db) throw new Error('STORAGE_DRIVER=database stores the files in the database: open it first');
      return databaseStorage(db);
    case 's3':
      if (!config.s3) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
      return s3Storage(config.s3);
    default:
      return diskStorage(config.dataDir);
  }
}
