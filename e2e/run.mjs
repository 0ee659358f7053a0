#!/usr/bin/env node
// Runs the end-to-end suite against the built app: starts `apps/api/dist/main.js` on a free port
// with a fresh SQLite data folder (seeded by its own start), waits until it answers, runs
// `playwright test` with E2E_BASE_URL (extra CLI arguments pass through), then stops the server
// and removes the data folder. Exits with Playwright's exit code.
//
//   npm run test:e2e                      # build, then this
//   node e2e/run.mjs --grep openapi       # after `npm run build`, one test
//
// E2E_KEEP_DATA=1 keeps the data folder for inspection.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/api/dist/main.js');
const STARTUP_TIMEOUT_MS = 60_000;

/** A port the OS says is free right now (the server binds it a moment later). */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function fail(message) {
  console.error(`e2e: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(serverEntry)) fail(`${path.relative(repoRoot, serverEntry)} is missing: run \`npm run build\` first.`);
if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  fail('apps/web/dist/index.html is missing: run `npm run build` first (the server serves the built web app).');
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const baseUrl = `http://localhost:${port}`;

// The server's output is kept and printed only if it dies or never becomes ready; at
// LOG_LEVEL=warn it is quiet otherwise, and warnings go through to the console.
let serverOutput = '';
const server = spawn(process.execPath, [serverEntry], {
  cwd: repoRoot,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    // Fastify binds every address `localhost` resolves to (127.0.0.1 and ::1): loopback only, and
    // Chromium may try ::1 first for *.localhost.
    HOST: 'localhost',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverExited = null;
let ready = false;
for (const stream of [server.stdout, server.stderr]) {
  stream.on('data', (chunk) => {
    serverOutput += chunk;
    if (ready) process.stderr.write(chunk);
  });
}
server.on('exit', (code, signal) => {
  serverExited = { code, signal };
});

let cleanedUp = false;
async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (!serverExited) {
    server.kill('SIGTERM');
    const stopped = await Promise.race([
      new Promise((resolve) => server.once('exit', () => resolve(true))),
      new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    if (!stopped) {
      console.error('e2e: server did not stop within 10 s of SIGTERM; killing it');
      server.kill('SIGKILL');
    }
  }
  if (process.env.E2E_KEEP_DATA) console.error(`e2e: data kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanup().then(() => process.exit(130));
  });
}

async function waitForServer() {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (serverExited) return `the server exited (${serverExited.signal ?? `code ${serverExited.code}`}) before answering`;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/openapi.json`, { signal: AbortSignal.timeout(2000) });
      // Read the body: an unread response keeps the connection busy and the server's shutdown waiting.
      await res.arrayBuffer();
      if (res.status === 200) return null;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return `the server did not answer GET /api/openapi.json with 200 within ${STARTUP_TIMEOUT_MS / 1000} s`;
}

const problem = await waitForServer();
if (problem) {
  console.error(`e2e: ${problem}. Server output:\n${serverOutput || '(none)'}`);
  await cleanup();
  process.exit(1);
}
ready = true;
if (serverOutput.trim()) process.stderr.write(serverOutput);
console.log(`e2e: server ready at ${baseUrl} (data in ${dataDir})`);

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const runner = spawn(npx, ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: repoRoot,
  env: { ...process.env, E2E_BASE_URL: baseUrl },
  stdio: 'inherit',
});
const exitCode = await new Promise((resolve) => {
  runner.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  runner.on('error', (err) => {
    console.error(`e2e: could not start playwright: ${err.message}`);
    resolve(1);
  });
});

if (serverExited) {
  console.error(`e2e: the server died during the run (${serverExited.signal ?? `code ${serverExited.code}`}). Output:\n${serverOutput}`);
}
await cleanup();
process.exit(serverExited && exitCode === 0 ? 1 : exitCode);
