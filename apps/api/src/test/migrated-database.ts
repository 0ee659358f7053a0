import { seedIfEmpty } from '../db/seed/index';
import type { AppConfig } from '../platform/config';
import { migrate, openDatabase, type DbHandle } from '../platform/db';
import { createStorage, type StorageConfig } from '../platform/storage/create-storage';

type DatabaseConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'sqlitePath' | 'pgPoolMax'> & StorageConfig;

/**
 * Opens the configured database, migrates it and, when asked, seeds the demo data with its files
 * in the configured storage: the one way the tests make a database (test-app.ts for one test,
 * pg-templates.global-setup.ts for the run's PostgreSQL templates).
 */
export async function openMigratedDatabase(config: DatabaseConfig, seed: boolean): Promise<DbHandle> {
  const handle = openDatabase(config);
  await migrate(handle.db);
  if (seed) {
    const storage = createStorage(config, handle.db);
    await seedIfEmpty(handle.db, storage);
    storage.close();
  }
  return handle;
}
