#!/usr/bin/env node
// Capacity on paper (issue #18 part 9): for the ten most frequent calls of a campaign day, the
// server CPU and the database statements each one costs, read from the server's own /metrics
// (portal_process_cpu_seconds_total, portal_db_statements_total) before and after a batch of
// requests. docs/capacity.md turns the figures into instances and a PostgreSQL size.
//
//   npm run build -w @portal/api && node bench/capacity.mjs      # PostgreSQL (a fresh database)
//   BENCH_DB=sqlite node bench/capacity.mjs                       # the embedded SQLite instead
//   CAPACITY_REQUESTS=400 node bench/capacity.mjs                 # more requests per call (200)
//   CAPACITY_SEED=0 node bench/capacity.mjs                       # the demo data only (quicker)
//   CAPACITY_CONCURRENCY=1 node bench/capacity.mjs                # one call at a time (4)
//
// By default the bench data go in first (bench/office-seed.mjs: 2,000 companies, 100,000 offers,
// 50,000 agreements), so that the lists and searches read a campaign-sized database.
//
// Prints a table and writes bench/results/capacity.json (git-ignored). The figures are CPU time,
// not wall time: they hold on a busy machine better than requests per second do.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SEARCH_WORD } from './offers-seed.mjs';
import { startApiServer } from './api-server.mjs';
import { bearerFor, DEMO_STUDENT } from './scenarios.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const REQUESTS = Number(process.env.CAPACITY_REQUESTS ?? 200);
/** Requests in flight at once: some concurrency, as on a campaign day, without queueing on 2 cores. */
const CONCURRENCY = Number(process.env.CAPACITY_CONCURRENCY ?? 4);

// PostgreSQL unless told otherwise: what a deployment at scale runs on.
process.env.BENCH_DB ??= 'postgres';
// No scheduled job may add its own statements to what is measured.
process.env.JOBS = 'off';
// The offer lists without their page cache (ADR 0006): what a page costs when it is not in memory,
// the upper bound (CAPACITY_LIST_CACHE_SECONDS=10 measures the cached figure, the default setting).
process.env.OFFER_LIST_CACHE_SECONDS = process.env.CAPACITY_LIST_CACHE_SECONDS ?? '0';

/**
 * The calls, most frequent first (a student's day: sign in, the home page, offers, apply, the CV,
 * notifications). `request(i)` answers the i-th request (or several, counted as one call).
 */
const calls = [
  { name: 'sign-in', requests: 40, request: () => [post('/api/Alumno/logaUsuario', DEMO_STUDENT, false)] },
  { name: 'home: upcoming events', request: () => [get('/api/Alumno/dameEventos?proximos=true&limite=3')] },
  { name: 'home: communications', request: () => [get('/api/Alumno/dameComunicaciones')] },
  { name: 'offer list (page 1)', request: () => [get('/api/Alumno/dameOfertasUsuario/practicas/1')] },
  {
    // A filtered page is not served from the list cache: the full query every time.
    name: 'offer search (page 1)',
    request: () => [get(`/api/Alumno/dameOfertasUsuario/practicas/1?titulo=${SEARCH_WORD}`)],
  },
  { name: 'offer detail', request: () => [get('/api/Alumno/dameOferta/5')] },
  {
    // One student applies once per offer: each call applies and withdraws again (two requests),
    // one call at a time (two at once would apply twice).
    name: 'apply + withdraw',
    concurrency: 1,
    request: () => [
      post('/api/Alumno/inscribirse', { idOferta: 5 }),
      post('/api/Alumno/desinscribirse', { idOferta: 5 }),
    ],
  },
  { name: 'CV read', request: () => [get('/api/Alumno/dameCvUsuario')] },
  {
    name: 'CV save (presentation)',
    request: (i) => [post('/api/Alumno/editPresentacion', { texto: `Presentación ${i}.` })],
  },
  { name: 'notifications', request: () => [get('/api/Alumno/dameNotificaciones')] },
  { name: 'my applications', request: () => [get('/api/Alumno/dameCandidaturasPracticasUsuario')] },
];

function get(url) {
  return { method: 'GET', url, auth: true };
}
function post(url, body, auth = true) {
  return { method: 'POST', url, body, auth };
}

async function send(baseUrl, headers, req) {
  const res = await fetch(`${baseUrl}${req.url}`, {
    method: req.method,
    headers: { ...(req.auth ? headers : {}), ...(req.body ? { 'content-type': 'application/json' } : {}) },
    body: req.body ? JSON.stringify(req.body) : undefined,
  });
  const body = await res.json().catch(() => null);
  if (res.status !== 200 || body?.status !== 0) {
    throw new Error(`${req.method} ${req.url}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
}

/** CPU seconds and statements of the server so far, from its /metrics (allowed from 127.0.0.1). */
async function counters(baseUrl) {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const value = (name) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    cpu: value('portal_process_cpu_seconds_total'),
    statements: value('portal_db_statements_total'),
    dbSeconds: value('portal_db_statement_seconds_total'),
  };
}

/** What one scrape costs (it queries the job runs and its CPU is the server's): subtracted. */
async function scrapeCost(baseUrl) {
  const first = await counters(baseUrl);
  let last = first;
  const n = 20;
  for (let i = 0; i < n; i++) last = await counters(baseUrl);
  return {
    cpu: (last.cpu - first.cpu) / n,
    statements: (last.statements - first.statements) / n,
    dbSeconds: (last.dbSeconds - first.dbSeconds) / n,
  };
}

async function measure(baseUrl, headers, call, scrape) {
  const total = call.requests ?? REQUESTS;
  // Warm-up: the first requests compile code paths and fill caches.
  for (let i = 0; i < 5; i++) for (const req of call.request(-1 - i)) await send(baseUrl, headers, req);
  const before = await counters(baseUrl);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: call.concurrency ?? CONCURRENCY }, async () => {
      // Each worker takes the next index; a call's requests (apply, withdraw) run in order.
      while (next < total) {
        const i = next++;
        for (const req of call.request(i)) await send(baseUrl, headers, req);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await counters(baseUrl);
  return {
    name: call.name,
    requests: total,
    cpuMsPerCall: ((after.cpu - before.cpu - scrape.cpu) * 1000) / total,
    statementsPerCall: (after.statements - before.statements - scrape.statements) / total,
    // Wall time until each statement's answer: PostgreSQL's work plus the round trip, an upper
    // bound of the database CPU a call costs.
    dbMsPerCall: ((after.dbSeconds - before.dbSeconds - scrape.dbSeconds) * 1000) / total,
    callsPerSecond: total / seconds,
    concurrency: call.concurrency ?? CONCURRENCY,
  };
}

const server = await startApiServer(repoRoot);
const rows = [];
try {
  if (process.env.CAPACITY_SEED !== '0') {
    const started = performance.now();
    await promisify(execFile)(process.execPath, [
      path.join(here, 'office-seed.mjs'),
      server.databaseUrl ?? server.dataDir,
    ]);
    console.log(`bench data seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const headers = await bearerFor(server.baseUrl);
  const scrape = await scrapeCost(server.baseUrl);
  for (const call of calls) {
    const row = await measure(server.baseUrl, headers, call, scrape);
    rows.push(row);
    const cells = [
      row.name.padEnd(26),
      `${row.cpuMsPerCall.toFixed(2).padStart(7)} ms CPU`,
      `${row.statementsPerCall.toFixed(1).padStart(5)} statements`,
      `${row.dbMsPerCall.toFixed(2).padStart(7)} ms in the database`,
      `(${row.callsPerSecond.toFixed(0)} calls/s at ${row.concurrency} in flight, ${row.requests} calls)`,
    ];
    console.log(cells.join('  '));
  }
} finally {
  await server.stop();
}
const out = path.join(here, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'capacity.json'),
  JSON.stringify(
    {
      engine: server.engine,
      seeded: process.env.CAPACITY_SEED !== '0',
      date: new Date().toISOString(),
      concurrency: CONCURRENCY,
      rows,
    },
    null,
    2,
  ),
);
console.log(`engine ${server.engine}; written to bench/results/capacity.json`);
