#!/usr/bin/env node
// Load benchmark: a bare Fastify baseline and the real API on this machine, one process, one
// scenario at a time (bench/scenarios.mjs). Prints a table and writes bench/results/latest.json.
//
//   npm run bench                    # builds the API, then this
//   BENCH_SECONDS=5 node bench/run.mjs login sedes   # shorter runs, only scenarios matching
//   BENCH_DB=postgres node bench/run.mjs office       # the API on a fresh PostgreSQL database
//
// Figures depend on the machine; compare ratios to the baseline, not raw numbers across machines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { startApiServer } from './api-server.mjs';
import { scenarios } from './scenarios.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const filters = process.argv.slice(2).map((f) => f.toLowerCase());

function startBaseline() {
  const worker = new Worker(path.join(here, 'baseline-server.mjs'));
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', ({ port }) =>
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        stop: async () => {
          worker.postMessage('close');
          await new Promise((r) => worker.once('exit', r));
        },
      }),
    );
  });
}

function encode(request) {
  const headers = { ...(request.headers ?? {}) };
  let body;
  if (request.body !== undefined) {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    headers['content-type'] ??= 'application/json';
  }
  return { method: request.method ?? 'GET', path: request.path, headers, body };
}

function defaultExpect(target) {
  return (httpStatus, body) => {
    if (httpStatus < 200 || httpStatus >= 300) return `HTTP ${httpStatus} ${JSON.stringify(body)}`.slice(0, 200);
    if (target === 'api' && body?.status !== 0) return `envelope status ${body?.status}`;
    return null;
  };
}

async function preflight(baseUrl, req, check) {
  try {
    const res = await fetch(baseUrl + req.path, { method: req.method, headers: req.headers, body: req.body });
    const text = await res.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the check sees the text
    }
    return check(res.status, body);
  } catch (err) {
    return `request failed: ${err.message}`;
  }
}

function fire(baseUrl, req, connections) {
  return autocannon({
    url: baseUrl + req.path,
    method: req.method,
    headers: req.headers,
    body: req.body,
    connections,
    duration: SECONDS,
    warmup: WARMUP_SECONDS > 0 ? { connections, duration: WARMUP_SECONDS } : undefined,
  });
}

async function runScenario(scenario, servers) {
  const server = servers[scenario.target];
  const base = {
    name: scenario.name,
    target: scenario.target,
    method: scenario.request.method ?? 'GET',
    path: scenario.request.path,
  };
  if (!server) return { ...base, state: 'pending', note: `no ${scenario.target} server` };
  let request = scenario.request;
  if (scenario.prepare) {
    try {
      const extra = await scenario.prepare({
        baseUrl: server.baseUrl,
        dataDir: server.dataDir,
        databaseUrl: server.databaseUrl,
        pid: server.pid,
      });
      if (extra) request = { ...request, ...extra, headers: { ...request.headers, ...extra.headers } };
    } catch (err) {
      return { ...base, state: 'pending', note: `prepare failed: ${err.message}` };
    }
  }
  const req = encode(request);
  if (scenario.unavailable) {
    const missing = await preflight(server.baseUrl, req, scenario.unavailable);
    if (missing) return { ...base, state: 'not available', note: missing };
  }
  const problem = await preflight(server.baseUrl, req, scenario.expect ?? defaultExpect(scenario.target));
  if (problem) return { ...base, state: 'pending', note: `preflight: ${problem}` };

  const connections = scenario.connections ?? CONNECTIONS;
  const r = await fire(server.baseUrl, req, connections);
  const bad = r.non2xx + r.errors + r.timeouts;
  return {
    ...base,
    state: bad > 0 ? 'errors' : 'ok',
    connections,
    seconds: SECONDS,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    note: bad > 0 ? `${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : '',
  };
}

function table(rows) {
  const head = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline', 'note'];
  const lines = rows.map((r) =>
    r.state === 'pending' || r.state === 'not available'
      ? [r.name, r.state, '', '', '', r.note.length > 90 ? `${r.note.slice(0, 87)}...` : r.note]
      : [
          r.name,
          String(r.rps),
          String(r.p50Ms),
          String(r.p99Ms),
          r.ratio == null ? '' : `${r.ratio >= 0.1 ? r.ratio.toFixed(3) : r.ratio.toPrecision(2)}x`,
          r.note,
        ],
  );
  const all = [head, ...lines];
  const widths = head.map((_, i) => Math.max(...all.map((l) => l[i].length)));
  const fmt = (l) => `| ${l.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [fmt(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}

const selected = scenarios.filter((s) => filters.length === 0 || filters.some((f) => s.name.toLowerCase().includes(f)));
if (!selected.some((s) => s.target === 'baseline')) selected.unshift(scenarios.find((s) => s.target === 'baseline'));
console.log(
  `bench: ${selected.length} scenarios, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s each, ` +
    `node ${process.version}, ${os.cpus().length} cores, ${process.env.BENCH_DB === 'postgres' ? 'PostgreSQL' : 'SQLite'}`,
);

const servers = {};
const rows = [];
let exitCode = 0;
try {
  servers.baseline = await startBaseline();
  if (selected.some((s) => s.target === 'api')) servers.api = await startApiServer(repoRoot);
  for (const scenario of selected) {
    process.stdout.write(`bench: ${scenario.name} ... `);
    const row = await runScenario(scenario, servers);
    console.log(
      row.state === 'pending' || row.state === 'not available' ? `${row.state} (${row.note})` : `${row.rps} req/s`,
    );
    rows.push(row);
  }
} catch (err) {
  console.error(`bench: ${err.message}`);
  exitCode = 1;
} finally {
  await servers.api?.stop();
  await servers.baseline?.stop();
}

const baselineRps = rows.find((r) => r.target === 'baseline' && r.state === 'ok')?.rps;
for (const r of rows) r.ratio = baselineRps && r.rps != null ? r.rps / baselineRps : null;

console.log(`\n${table(rows)}\n`);
const resultsDir = path.join(here, 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const out = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  loadAverage: os.loadavg(),
  engine: process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite',
  connections: CONNECTIONS,
  seconds: SECONDS,
  warmupSeconds: WARMUP_SECONDS,
  scenarios: rows,
};
fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(`bench: wrote ${path.relative(repoRoot, path.join(resultsDir, 'latest.json'))}`);
process.exit(exitCode || (rows.some((r) => r.state === 'errors') ? 1 : 0));
