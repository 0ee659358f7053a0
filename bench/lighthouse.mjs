// Issue #16 part 9: Lighthouse (mobile profile: Moto G Power, simulated slow 4G and 4x CPU
// slowdown, Lighthouse's default) on /login, the student home and the internship offer list, each
// page 3 times, the median printed as a Markdown table for bench/README.md.
//
//   npm run lighthouse                    # builds, then this
//   node bench/lighthouse.mjs --runs 5    # after `npm run build`
//
// The built app runs as in production (bench/api-server.mjs: a fresh SQLite data folder, the demo
// accounts). Debian's Chromium (/usr/bin/chromium, LIGHTHOUSE_CHROMIUM to change) is started by
// Playwright with a persistent profile and a DevTools port that Lighthouse drives: /login is
// measured as a first visit (Lighthouse clears the origin's storage), then the student signs in
// through the form as a person would and the signed-in pages keep that session
// (`disableStorageReset`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort, startApiServer } from './api-server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.LIGHTHOUSE_CHROMIUM ?? '/usr/bin/chromium';
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
// --details prints, for each run, the largest-contentful-paint element and what shifted.
const DETAILS = process.argv.includes('--details');
// --save DIR writes each run's full Lighthouse result (JSON) there, to read its audits.
const saveArg = process.argv.indexOf('--save');
const SAVE_DIR = saveArg > 0 ? process.argv[saveArg + 1] : null;
// --only login,home: only the named pages (their slugs: login, home, propuesta-practicas).
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : null;
const STUDENT = { email: 'alumna@demo.test', password: 'Demo2026' };

const slugOf = (pagePath) => pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';

/** The pages of part 9, in the order they are measured (the first one before signing in). */
const ALL_PAGES = [
  { name: '/login', path: '/login', signedIn: false },
  { name: 'student home (/)', path: '/', signedIn: true },
  { name: 'internship offers (/propuesta-practicas)', path: '/propuesta-practicas', signedIn: true },
];
const PAGES = ALL_PAGES.filter((page) => !ONLY || ONLY.includes(slugOf(page.path)));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** What the issue's targets name, from one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    bytes: audit('total-byte-weight'),
    // Lighthouse's measure of this machine's speed: its 4x slowdown is applied to the machine's
    // own tasks, so scores taken on machines of different indexes are not comparable.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** The LCP element and the layout shifts of one run (Lighthouse 12 audit details). */
function printDetails(lhr) {
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.error(`  LCP element: ${lcp?.snippet ?? '?'} (${lcp?.nodeLabel ?? ''})`);
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit?.score === 0) {
      const nodes = (audit.details?.items ?? []).map((item) => item.node?.snippet).filter(Boolean);
      console.error(`  accessibility: ${audit.title}: ${nodes.slice(0, 3).join(' | ')}`);
    }
  }
  for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
    console.error(`  shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? '?'} (${item.node?.nodeLabel ?? ''})`);
  }
}

/** Signs the demo student in through the login form, as e2e/support/auth.ts does. */
async function signIn(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  const cookies = page.getByRole('button', { name: /^Aceptar/i });
  if (await cookies.isVisible().catch(() => false)) await cookies.first().click();
  await page.getByLabel(/^(Usuario|Correo electrónico)/i).fill(STUDENT.email);
  await page.getByLabel(/^Contraseña/i).fill(STUDENT.password);
  await page.getByRole('button', { name: /^Entrar$/i }).click();
  const accept = page
    .getByRole('dialog', { name: /Protecci[oó]n de datos/i })
    .getByRole('button', { name: /^Acepto$/i });
  const home = page.locator('body:not(:has(input[type=password]))');
  await accept.or(home).first().waitFor({ timeout: 30_000 });
  if (await accept.isVisible().catch(() => false)) await accept.click();
  await home.waitFor({ timeout: 30_000 });
  await page.close();
}

const server = await startApiServer(repoRoot);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
const port = await freePort();
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: [`--remote-debugging-port=${port}`],
});
const rows = [];
try {
  for (const target of PAGES) {
    if (target.signedIn && !rows.some((row) => row.signedIn)) await signIn(context, server.baseUrl);
    const results = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await lighthouse(`${server.baseUrl}${target.path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: target.signedIn,
      });
      const one = figures(result.lhr);
      if (target.signedIn && /\/login/.test(new URL(one.finalUrl).pathname)) {
        throw new Error(`${target.name}: Lighthouse landed on ${one.finalUrl}, the session was lost`);
      }
      results.push(one);
      if (SAVE_DIR) {
        fs.mkdirSync(SAVE_DIR, { recursive: true });
        fs.writeFileSync(path.join(SAVE_DIR, `${slugOf(target.path)}-${run}.json`), JSON.stringify(result.lhr));
      }
      if (DETAILS) printDetails(result.lhr);
      console.error(
        `${target.name} run ${run}: performance ${one.performance}, LCP ${Math.round(one.lcp)} ms, CLS ${one.cls.toFixed(3)}`,
      );
    }
    const pick = (key) => median(results.map((r) => r[key]));
    rows.push({
      ...target,
      runs: results,
      median: Object.fromEntries(Object.keys(results[0]).map((k) => [k, k === 'finalUrl' ? '' : pick(k)])),
    });
  }
} finally {
  await context.close();
  await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}

const range = (row, key, fmt) => {
  const values = row.runs.map((r) => r[key]);
  return `${fmt(median(values))} (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})`;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const score = (s) => s.toFixed(2);
const kib = (b) => `${Math.round(b / 1024)} KiB`;
const indexes = rows.flatMap((row) => row.runs.map((r) => r.benchmarkIndex)).filter(Number.isFinite);
const indexRange = indexes.length
  ? `, benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`
  : '';
console.log(
  `\nLighthouse, mobile profile, median of ${RUNS} runs (range), ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores${indexRange}\n`,
);
console.log('| page | performance | FCP | LCP | CLS | TBT | transferred | accessibility |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${range(row, 'performance', score)} | ${range(row, 'fcp', seconds)} | ${range(row, 'lcp', seconds)} | ` +
      `${range(row, 'cls', (v) => v.toFixed(3))} | ${range(row, 'tbt', (v) => `${Math.round(v)} ms`)} | ` +
      `${kib(row.median.bytes)} | ${score(row.median.accessibility)} |`,
  );
}
