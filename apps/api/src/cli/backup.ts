import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, restoreBackup } from '../platform/backup';
import { loadConfig } from '../platform/config';

/**
 * `npm run backup [-- --out <folder>]` and `npm run restore -- <folder> [--force]` (issue #18
 * part 7), with the server's environment (DATA_DIR, DATABASE_URL). A backup may be taken while
 * the portal runs; a restore goes into an empty database unless --force.
 */
const USAGE = 'usage: npm run backup [-- --out <folder>]  |  npm run restore -- <folder> [--force]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = (() => {
  try {
    return parseArgs({
      args: rest,
      allowPositionals: true,
      options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
    });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();

const config = loadConfig();
try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.resolve(values.out ?? path.join('backups', `portal-${stamp}`));
    const manifest = await createBackup(config, out);
    process.stdout.write(`Backup of the ${manifest.engine} database and ${manifest.files} stored files in ${out}\n`);
  } else if (command === 'restore') {
    if (positionals.length !== 1) fail(USAGE);
    const manifest = await restoreBackup(config, path.resolve(positionals[0]), values.force);
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt} (${manifest.files} stored files) into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}\n`,
    );
  } else {
    fail(USAGE);
  }
} catch (err) {
  fail(`${command} failed: ${(err as Error).message}`);
}
