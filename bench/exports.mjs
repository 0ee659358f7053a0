#!/usr/bin/env node
// Exports benchmark (issue #17 'Done when'): 100,000 applications on one offer of empresa@demo.test,
// exported through the real server as CSV and as XLSX (GET /api/Empresa/procesos/1/candidatos/exportar,
// every column). Measures the server's resident memory growth during each export (VmRSS sampled
// every 50 ms, peak minus the value before the export) and the rows per second of each download.
// Budgets: growth < 80 MB for every run, CSV >= 20,000 rows/s (the second CSV run, after the
// server's JIT warm-up). Exits 1 over budget.
//
//   npm run bench:exports                           # builds the API, then this (SQLite)
//   BENCH_DB=postgres node bench/exports.mjs        # after a build: the API on a fresh PostgreSQL database
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from './api-server.mjs';
import { rssMb, seedApplications } from './exports-seed.mjs';
import { bearerFor } from './scenarios.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const OFFER = 1;
const BUDGET_MB = 80;
const BUDGET_CSV_ROWS_PER_S = 20_000;

/** One export: the download read as it comes, the server's memory sampled meanwhile. */
async function exportOnce(server, headers, formato) {
  // Let the start's and the seed's garbage go before the baseline.
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/api/Empresa/procesos/${OFFER}/candidatos/exportar?formato=${formato}`, {
    headers,
  });
  if (res.status !== 200) throw new Error(`${formato}: HTTP ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  let head = null;
  for await (const chunk of res.body) {
    head ??= Buffer.from(chunk.subarray(0, 4));
    bytes += chunk.length;
    // indexOf, not a loop over the bytes: the client shares the two cores with the server.
    if (formato === 'csv') for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.pid));
  // The header, the bench's rows and the demo's own candidates of offer 1.
  if (formato === 'csv' && lines < ROWS + 1) throw new Error(`csv: ${lines} lines, expected over ${ROWS}`);
  if (formato === 'xlsx' && head.toString('latin1', 0, 2) !== 'PK') throw new Error('xlsx: not a zip file');
  return {
    formato,
    rows: formato === 'csv' ? lines - 1 : `${ROWS}+`,
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round(ROWS / seconds),
    megabytes: Number((bytes / 1024 / 1024).toFixed(1)),
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(peak),
    rssGrowthMb: Math.round(peak - before),
  };
}

async function main() {
  // 100,000 rows are over the request's default limit (281, a background job's work): raised for the bench.
  process.env.EXPORT_MAX_ROWS = String(ROWS * 2);
  const server = await startApiServer(repoRoot);
  try {
    const seedStart = performance.now();
    await seedApplications(server, ROWS, OFFER);
    console.log(
      `${server.engine}: ${ROWS} applications seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const headers = await bearerFor(
      server.baseUrl,
      { eUsuario: 'empresa@demo.test', ePassword: 'Demo2026' },
      'Empresa',
    );
    const results = [];
    // CSV again at the end: the first run also pays the server's JIT warm-up; both are reported.
    for (const formato of ['csv', 'xlsx', 'csv']) results.push(await exportOnce(server, headers, formato));
    console.table(results);
    const warmCsv = results[results.length - 1];
    const over = results.filter(
      (r) => r.rssGrowthMb >= BUDGET_MB || (r === warmCsv && r.rowsPerSecond < BUDGET_CSV_ROWS_PER_S),
    );
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(here, 'results', `exports-${server.engine}.json`),
      `${JSON.stringify({ engine: server.engine, at: new Date().toISOString(), results }, null, 2)}\n`,
    );
    if (over.length) {
      console.error(`over budget (growth < ${BUDGET_MB} MB, CSV >= ${BUDGET_CSV_ROWS_PER_S} rows/s):`, over);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

await main();
