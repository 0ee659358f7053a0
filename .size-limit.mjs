// Size budget of the JavaScript a browser loads for /login (bench/README.md, Budgets): the entry
// chunk named in apps/web/dist/index.html, the chunks it preloads or imports statically, and the
// /login route chunk (the chunk of apps/web/src/features/auth/pages/login-page.tsx, found in the
// build manifest: chunks are named by their hash alone) with its static imports. Hashed names
// change every build, so the list is computed from the build, not globbed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const indexHtml = path.join(dist, 'index.html');
if (!fs.existsSync(indexHtml)) throw new Error('apps/web/dist/index.html is missing: run `npm run build` first.');

// The /login page module's chunk; /login/empresas, /login/antiguos... are other routes.
const LOGIN_PAGE_MODULE = 'src/features/auth/pages/login-page.tsx';

const html = fs.readFileSync(indexHtml, 'utf8');
const fromHtml = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
].map((m) => path.join(dist, m[1]));
const manifestFile = path.join(dist, '.vite/manifest.json');
const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
const loginChunks = manifest[LOGIN_PAGE_MODULE] ? [path.join(dist, manifest[LOGIN_PAGE_MODULE].file)] : [];

// Static imports between chunks, as Rollup writes them (`import{a as b}from"./x.js"`, `import"./x.js"`,
// `export{..}from"./x.js"`); dynamic `import("./x.js")` is not followed: it loads on another route.
const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s*[\w$]+|\{[^}]*\})?\s*(?:from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
if (loginChunks.length === 0) {
  throw new Error(`size-limit: ${LOGIN_PAGE_MODULE} is not in apps/web/dist/.vite/manifest.json: rebuild the web.`);
}
const files = new Set();
const visit = (file) => {
  if (files.has(file) || !fs.existsSync(file)) return;
  files.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) visit(path.resolve(path.dirname(file), m[1]));
};
[...fromHtml, ...loginChunks].forEach(visit);
if (files.size === 0) throw new Error('no entry script found in apps/web/dist/index.html');

export default [
  {
    name: '/login JavaScript (entry + static imports + login route chunk), gzip',
    path: [...files].map((f) => path.relative(root, f)),
    limit: '171 KB',
    gzip: true,
  },
];
