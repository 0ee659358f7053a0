import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { APP_VERSION } from '@portal/contracts/limits';
import type { AppConfig } from './config';
import { filesRoot } from './files';
import { JWT_SECRET_FILE } from './jwt-secret';

/**
 * Backups and restores (issue #18 part 7): the database — SQLite through its online backup API
 * (consistent while the server runs), PostgreSQL through `pg_dump`/`pg_restore` in the custom
 * format — plus the stored files and the generated JWT secret of `DATA_DIR`. Stored files are
 * named by their SHA-256, so a restore checks every one against its name.
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
}

type BackupConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'sqlitePath'>;

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
  const files = await listFiles(filesRoot(config));
  if (files.length > 0) await fs.cp(filesRoot(config), path.join(outDir, 'files'), { recursive: true });
  const secret = path.join(config.dataDir, JWT_SECRET_FILE);
  const jwtSecret = await exists(secret);
  if (jwtSecret) await fs.copyFile(secret, path.join(outDir, JWT_SECRET_FILE));
  const manifest: BackupManifest = {
    format: 1,
    engine,
    createdAt: new Date().toISOString(),
    appVersion: APP_VERSION,
    database,
    files: files.length,
    jwtSecret,
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
  // Files first: a restored database never names a file that is not there.
  const source = path.join(fromDir, 'files');
  for (const rel of await listFiles(source)) {
    const bytes = await fs.readFile(path.join(source, rel));
    const hash = crypto.createHash('sha256').update(bytes).digest('hex');
    if (path.basename(rel) !== hash)
      throw new Error(`stored file ${rel} does not match its SHA-256: the backup is damaged`);
    const target = path.join(filesRoot(config), rel);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes, { mode: 0o640 });
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
  return manifest;
}
