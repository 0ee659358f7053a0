import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { APP_VERSION } from '@portal/contracts/limits';
import type { AppConfig } from './config';
import { migrate, openDatabase } from './db';
import { JWT_SECRET_FILE } from './jwt-secret';
import { copyStorage } from './storage/copy-storage';
import { databaseStorage } from './storage/database-storage';
import { diskStorage } from './storage/disk-storage';
import { s3Storage } from './storage/s3-storage';
import { contentKey, type Storage } from './storage/storage';

/**
 * Backups and restores (issue #18 part 7): the database — SQLite through its online backup API
 * (consistent while the server runs), PostgreSQL through `pg_dump`/`pg_restore` in the custom
 * format — plus the stored files and the generated JWT secret of `DATA_DIR`. Stored files are
 * named by their SHA-256, so a restore checks every one against its name. The files go into the
 * backup's `files/` folder (the disk layout) when they are not in the database: the disk
 * driver's folder, or the s3 driver's objects downloaded; the database driver's are in the dump.
 * A restore puts them into whatever driver the configuration names (#18 part 7).
 */
const run = promisify(execFile);
const MANIFEST = 'manifest.json';

export interface BackupManifest {
  format: 1;
  engine: 'sqlite' | 'postgres';
  createdAt: string;
  appVersion: string;
  database: string;
  files: number;
  jwtSecret: boolean;
  /** The storage driver of the backed-up portal (absent in backups before issue #18 part 1: disk). */
  storage?: AppConfig['storageDriver'];
}

type BackupConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'sqlitePath' | 'storageDriver' | 's3'>;

/** The storage of files kept outside the database (disk or s3), or null for the database driver. */
function outsideStorage(config: BackupConfig): Storage | null {
  if (config.storageDriver === 'database') return null;
  if (config.storageDriver === 's3' && config.s3) return s3Storage(config.s3);
  return diskStorage(config.dataDir);
}

/** The backup's files/ folder in the disk layout: `<first 2 hex>/<key>`. */
const backupFile = (dir: string, key: string) => path.join(dir, 'files', key.slice(0, 2), key);

const sqliteFile = (config: BackupConfig) => config.sqlitePath ?? path.join(config.dataDir, 'portal.sqlite');

async function exists(p: string): Promise<boolean> {
  return fs.stat(p).then(
    () => true,
    () => false,
  );
}

/** Every file under a folder, as paths relative to it. */
async function listFiles(root: string): Promise<string[]> {
  if (!(await exists(root))) return [];
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

export async function createBackup(config: BackupConfig, outDir: string): Promise<BackupManifest> {
  await fs.mkdir(outDir, { recursive: true, mode: 0o700 });
  if ((await fs.readdir(outDir)).length > 0) throw new Error(`${outDir} is not empty: choose a new folder`);
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  const database = engine === 'postgres' ? 'database.dump' : 'database.sqlite';
  if (engine === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(outDir, database), config.databaseUrl!]);
  } else {
    const source = new SQLite(sqliteFile(config), { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(outDir, database));
    } finally {
      source.close();
    }
  }
  let files = 0;
  const storage = outsideStorage(config);
  if (storage) {
    try {
      for await (const key of storage.list()) {
        const bytes = await storage.get(key);
        if (!bytes) continue;
        await fs.mkdir(path.dirname(backupFile(outDir, key)), { recursive: true });
        await fs.writeFile(backupFile(outDir, key), bytes, { mode: 0o600 });
        files += 1;
      }
    } finally {
      storage.close();
    }
  }
  const secret = path.join(config.dataDir, JWT_SECRET_FILE);
  const jwtSecret = await exists(secret);
  if (jwtSecret) await fs.copyFile(secret, path.join(outDir, JWT_SECRET_FILE));
  const manifest: BackupManifest = {
    format: 1,
    engine,
    createdAt: new Date().toISOString(),
    appVersion: APP_VERSION,
    database,
    files,
    jwtSecret,
    storage: config.storageDriver,
  };
  await fs.writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

async function hasTables(config: BackupConfig): Promise<boolean> {
  if (config.databaseUrl) {
    const { stdout } = await run('psql', [
      config.databaseUrl,
      '-Atc',
      "select count(*) from information_schema.tables where table_schema = 'public'",
    ]);
    return Number(stdout.trim()) > 0;
  }
  const file = sqliteFile(config);
  if (!(await exists(file))) return false;
  const db = new SQLite(file, { readonly: true });
  try {
    return (db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number }).n > 0;
  } finally {
    db.close();
  }
}

/**
 * Restores a backup into the configured database and `DATA_DIR`. Refuses a database that already
 * has tables unless `force` (then PostgreSQL objects are replaced, the SQLite file overwritten).
 */
export async function restoreBackup(config: BackupConfig, fromDir: string, force = false): Promise<BackupManifest> {
  const manifest = JSON.parse(await fs.readFile(path.join(fromDir, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine) {
    throw new Error(`the backup is of ${manifest.engine} and the configuration names ${engine} (DATABASE_URL)`);
  }
  if (!force && (await hasTables(config))) {
    throw new Error('the target database already has tables: restore into an empty one, or pass --force to replace it');
  }
  await fs.mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  // Every file is checked before anything is written.
  const source = path.join(fromDir, 'files');
  const rels = await listFiles(source);
  for (const rel of rels) {
    if (path.basename(rel) !== contentKey(await fs.readFile(path.join(source, rel))))
      throw new Error(`stored file ${rel} does not match its SHA-256: the backup is damaged`);
  }
  // Files first where they live outside the database: a restored database never names a file
  // that is not there.
  const storage = outsideStorage(config);
  if (storage) {
    try {
      for (const rel of rels) await storage.put(path.basename(rel), await fs.readFile(path.join(source, rel)));
    } finally {
      storage.close();
    }
  }
  if (manifest.jwtSecret) {
    await fs.copyFile(path.join(fromDir, JWT_SECRET_FILE), path.join(config.dataDir, JWT_SECRET_FILE));
    await fs.chmod(path.join(config.dataDir, JWT_SECRET_FILE), 0o600);
  }
  if (engine === 'postgres') {
    const args = ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', config.databaseUrl!];
    if (force) args.unshift('--clean', '--if-exists');
    await run('pg_restore', [...args, path.join(fromDir, manifest.database)]);
  } else {
    const file = sqliteFile(config);
    for (const f of [`${file}-wal`, `${file}-shm`]) await fs.rm(f, { force: true });
    await fs.copyFile(path.join(fromDir, manifest.database), file);
    await fs.chmod(file, 0o600);
  }
  await filesAcrossDrivers(config, manifest, source, rels);
  return manifest;
}

/**
 * A backup of one driver restored under another (#18 part 7): files of the backup's folder go into
 * the restored database's stored_files for the database driver; a database-driver backup's files,
 * restored with its dump, are copied out to the disk or s3 driver.
 */
async function filesAcrossDrivers(config: BackupConfig, manifest: BackupManifest, source: string, rels: string[]) {
  const into = config.storageDriver === 'database' && rels.length > 0;
  const outOf = manifest.storage === 'database' && config.storageDriver !== 'database';
  if (!into && !outOf) return;
  const handle = openDatabase(config);
  try {
    // The stored_files table of a backup taken before it existed.
    await migrate(handle.db);
    const inDatabase = databaseStorage(handle.db);
    for (const rel of into ? rels : [])
      await inDatabase.put(path.basename(rel), await fs.readFile(path.join(source, rel)));
    if (outOf) {
      const target = outsideStorage(config)!;
      try {
        const result = await copyStorage(inDatabase, target);
        if (result.failed.length > 0)
          throw new Error(`stored files that do not match their SHA-256: ${result.failed.join(', ')}`);
      } finally {
        target.close();
      }
    }
  } finally {
    await handle.close();
  }
}
