#!/usr/bin/env node
// Background exports benchmark (ADR 0038): 120,000 applications on offer 1 of empresa@demo.test,
// exported as XLSX through the real server with its default direct limit (EXPORT_MAX_ROWS=50000),
// so the export answers 202 and the `export.build` job builds the file. Measures the server's
// resident memory growth while the job runs (VmRSS sampled every 50 ms, peak minus the value before
// the request), the build's seconds, and checks the downloaded file (a zip of the rows). Budget:
// growth < 80 MB (a built file held in memory grew the server by over 200 MB). Exits 1 over budget.
//
//   npm run build -w @portal/api && node bench/exports-background.mjs      # SQLite
//   BENCH_DB=postgres node bench/exports-background.mjs                   # PostgreSQL
//   BENCH_REPO_ROOT=/tmp/other-checkout node bench/exports-background.mjs # another build (before/after)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from './api-server.mjs';
import { rssMb, seedApplications } from './exports-seed.mjs';
import { bearerFor } from './scenarios.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = process.env.BENCH_REPO_ROOT ?? path.resolve(here, '..');

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 120_000);
const OFFER = 1;
const BUDGET_MB = 80;
const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'xlsx').split(',');
const BUILD_TIMEOUT_MS = 15 * 60_000;

/** One background export: asked, polled until built while the server's memory is sampled, then downloaded. */
async function backgroundOnce(server, headers, formato) {
  // Let the start's and the seed's garbage go before the baseline.
  await new Promise((r) => setTimeout(r, 2000));
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  const started = performance.now();
  try {
    const asked = await fetch(
      `${server.baseUrl}/api/Empresa/procesos/${OFFER}/candidatos/exportar?formato=${formato}`,
      {
        headers,
      },
    );
    const body = await asked.json();
    if (asked.status !== 202) throw new Error(`${formato}: HTTP ${asked.status} ${JSON.stringify(body)}`);
    const id = body.datos.idExportacion;
    let job;
    for (const deadline = Date.now() + BUILD_TIMEOUT_MS; Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 500));
      job = (await (await fetch(`${server.baseUrl}/api/Exportaciones/${id}`, { headers })).json()).datos;
      if (job.estado !== 'queued' && job.estado !== 'running') break;
    }
    const seconds = (performance.now() - started) / 1000;
    if (job?.estado !== 'ready') throw new Error(`${formato}: the export ended ${JSON.stringify(job)}`);
    const file = Buffer.from(
      await (await fetch(`${server.baseUrl}/api/Exportaciones/${id}/descargar`, { headers })).arrayBuffer(),
    );
    if (formato === 'xlsx' && file.toString('latin1', 0, 2) !== 'PK') throw new Error('xlsx: not a zip file');
    if (job.filasHechas < ROWS) throw new Error(`${formato}: ${job.filasHechas} rows, expected over ${ROWS}`);
    return {
      formato,
      rows: job.filasHechas,
      seconds: Number(seconds.toFixed(2)),
      megabytes: Number((file.length / 1024 / 1024).toFixed(1)),
      rssBeforeMb: Math.round(before),
      rssPeakMb: Math.round(peak),
      rssGrowthMb: Math.round(peak - before),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  // The default direct limit: 120,000 rows go to the background.
  process.env.EXPORT_MAX_ROWS = '50000';
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
    for (const formato of FORMATS) results.push(await backgroundOnce(server, headers, formato));
    console.table(results);
    const over = results.filter((r) => r.rssGrowthMb >= BUDGET_MB);
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(here, 'results', `exports-background-${server.engine}.json`),
      `${JSON.stringify({ engine: server.engine, at: new Date().toISOString(), repoRoot, results }, null, 2)}\n`,
    );
    if (over.length) {
      console.error(`over budget (growth < ${BUDGET_MB} MB):`, over);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

await main();
