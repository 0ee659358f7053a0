// Builds the portal only when a source is newer than the build (issue #18 part 8); shared by
// `npm start` (scripts/start.mjs) and `npm run cluster` (ops/cluster.mjs).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
  'package-lock.json',
];
const OUTPUTS = ['apps/api/dist/main.js', 'apps/web/dist/index.html'];

/** Newest modification time under a file or folder (0 when missing). */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

/** Runs `npm run build` in `root` when the build is missing or older than a source. */
export function buildIfNeeded(root) {
  const built = Math.min(...OUTPUTS.map((f) => newest(path.join(root, f))));
  const changed = Math.max(...SOURCES.map((f) => newest(path.join(root, f))));
  if (built === 0 || changed > built) {
    console.log(built === 0 ? 'Building the portal (first start)…' : 'Sources changed since the last build: building…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  } else {
    console.log('The build is current: starting.');
  }
}
