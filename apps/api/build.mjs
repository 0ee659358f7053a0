// Bundles the API (and the contracts it imports from source) into dist/main.js and dist/admin-create.js. npm packages stay
// external: native ones (better-sqlite3, argon2) cannot be bundled.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@portal/'));

await build({
  // The server, the first-admin command (issue #18 part 8), backup/restore (part 7) and the copy
  // between storage drivers (part 1).
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    backup: 'src/cli/backup.ts',
    'storage-copy': 'src/cli/storage-copy.ts',
    // The audit log's hash chain checked (ADR 0037).
    'audit-verify': 'src/cli/audit-verify.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
