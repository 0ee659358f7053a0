import { defineConfig } from '@playwright/test';

/**
 * End-to-end suite: the built app in Debian's Chromium. Run it through `npm run test:e2e`
 * (e2e/run.mjs starts the real server on a free port and sets E2E_BASE_URL); never
 * `playwright install`, which downloads a browser and fails on these machines.
 */
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) {
  throw new Error('E2E_BASE_URL is not set: run the suite with `node e2e/run.mjs` (or `npm run test:e2e`).');
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Two cores: the server takes one, the browser the other.
  workers: 1,
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
