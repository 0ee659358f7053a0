import { defineConfig } from '@playwright/test';

/**
 * End-to-end suite: the built app in Debian's Chromium. Run it through `npm run test:e2e`
 * (e2e/run.mjs starts the real server on a free port and sets E2E_BASE_URL); never
 * `playwright install`, which downloads a browser and fails on these machines.
 */
// e2e/run.mjs starts one server stack per worker and names its variables after the worker's slot
// (E2E_BASE_URL_1, E2E_MAIL_DIR_1, ...); a worker reads this file with TEST_PARALLEL_INDEX set, and
// from here on sees its own stack's values under the plain names the tests read.
const slot = process.env.TEST_PARALLEL_INDEX;
if (slot !== undefined) {
  for (const [key, value] of Object.entries(process.env)) {
    const match = /^(E2E_[A-Z_]+)_(\d+)$/.exec(key);
    if (match && match[2] === slot) process.env[match[1]] = value;
  }
}
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) {
  throw new Error('E2E_BASE_URL is not set: run the suite with `node e2e/run.mjs` (or `npm run test:e2e`).');
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // One worker per server stack of e2e/run.mjs; a spec file runs whole on one worker, in order.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Generous limits: CI runs on a busy two-core machine and a journey signs in, uploads and runs
  // axe at two widths (the CI run of session 3 lost a journey to the old 30 s limit).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // `list` closes with "N passed (Xs)", the line CI logs are read for.
  reporter: 'list',
  use: {
    baseURL,
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
