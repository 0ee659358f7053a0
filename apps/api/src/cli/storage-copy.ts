import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig, type StorageDriverName } from '../platform/config';
import { migrate, openDatabase, type DbHandle } from '../platform/db';
import { copyStorage } from '../platform/storage/copy-storage';
import { createStorage } from '../platform/storage/create-storage';

/**
 * `npm run storage:copy -- --from disk --to s3` (issue #18 part 1): copies every stored file from
 * one driver to another with the server's environment (DATA_DIR, DATABASE_URL, S3_*), checking
 * the SHA-256 of each source file and of each copy read back; prints the counts and exits 1 when
 * a file does not match. Files already in the target are checked, not rewritten: run it again
 * after an interruption. Switch STORAGE_DRIVER once it reports no failure.
 */
const DRIVERS: readonly StorageDriverName[] = ['disk', 'database', 's3'];
const USAGE = `usage: npm run storage:copy -- --from ${DRIVERS.join('|')} --to ${DRIVERS.join('|')}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
const isDriver = (v: string | undefined): v is StorageDriverName => DRIVERS.includes(v as StorageDriverName);
if (!isDriver(values.from) || !isDriver(values.to) || values.from === values.to) fail(USAGE);
const [fromName, toName] = [values.from, values.to];

/** The environment read as if STORAGE_DRIVER named that side (so S3_* are checked when s3 is one). */
function configFor(driver: StorageDriverName): AppConfig {
  try {
    return loadConfig({ ...process.env, STORAGE_DRIVER: driver });
  } catch (err) {
    return fail((err as Error).message);
  }
}

const fromConfig = configFor(fromName);
const toConfig = configFor(toName);
let handle: DbHandle | undefined;
try {
  if (fromName === 'database' || toName === 'database') {
    handle = openDatabase(fromConfig);
    // The stored_files table (migration 0028) of a database the new version has not started on yet.
    await migrate(handle.db);
  }
  const from = createStorage(fromConfig, handle?.db);
  const to = createStorage(toConfig, handle?.db);
  try {
    const result = await copyStorage(from, to);
    process.stdout.write(
      `${result.files} stored files in ${fromName}: ${result.copied} copied to ${toName}, ${result.present} already there; ${result.failed.length} not matching their SHA-256\n`,
    );
    for (const key of result.failed) console.error(`  does not match its SHA-256: ${key}`);
    if (result.failed.length > 0) process.exitCode = 1;
  } finally {
    from.close();
    to.close();
  }
} catch (err) {
  fail(`storage:copy failed: ${(err as Error).message}`);
} finally {
  await handle?.close();
}
