import { parseArgs } from 'node:util';
import { verifyAllChains, type BrandChainReport } from '../modules/office/audit/audit-verify.service';
import { loadConfig, type AppConfig } from '../platform/config';
import { openDatabase } from '../platform/db';

/**
 * `npm run audit:verify [-- --brand <key>]` (ADR 0037, docs/audit-log.md): checks the audit log's
 * hash chain of every brand (or one) with the server's environment (DATABASE_URL, DATA_DIR). Prints
 * OK with the number of entries verified and each brand's last entry, whose hash can be kept outside
 * the database; or the brand and id of the first broken entry, and exits 1. Reads only.
 */
const USAGE = 'usage: npm run audit:verify [-- --brand <key>]';

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const { values } = (() => {
  try {
    return parseArgs({ options: { brand: { type: 'string' } } });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();

const PROBLEM: Record<'link' | 'hash', string> = {
  link: 'it does not name the hash of the entry before it (an entry was removed, or this one was inserted out of the chain)',
  hash: 'its fields do not give its hash (forged or rewritten)',
};

function line(r: BrandChainReport): string {
  if (!r.firstBroken) {
    const head = r.head ? `, last entry #${r.head.id} ${r.head.hash}` : '';
    return `brand "${r.brandKey}": ${r.count} entries verified${head}`;
  }
  const b = r.firstBroken;
  return `brand "${r.brandKey}": ${r.broken} of ${r.count} entries do not verify; first: #${b.id} (${b.occurredAt}, ${b.action}): ${PROBLEM[b.problem]}`;
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  fail((err as Error).message);
}
const handle = openDatabase(config);
let reports: BrandChainReport[];
try {
  reports = await verifyAllChains(handle.db, values.brand);
} catch (err) {
  await handle.close();
  fail(
    `could not read the audit log: ${(err as Error).message}\n` +
      'Is this the database of this version? The portal adds the chain when it starts (migration 0038).',
  );
}
await handle.close();

for (const r of reports) process.stdout.write(`${line(r)}\n`);
const total = reports.reduce((n, r) => n + r.count, 0);
const broken = reports.find((r) => r.firstBroken);
if (broken?.firstBroken) {
  process.stdout.write(`BROKEN: brand "${broken.brandKey}", entry #${broken.firstBroken.id}\n`);
  process.exitCode = 1;
} else {
  process.stdout.write(`OK: ${total} audit entries verified in ${reports.length} brand(s)\n`);
}
