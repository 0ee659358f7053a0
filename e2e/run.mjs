#!/usr/bin/env node
// Runs the end-to-end suite against the built app: starts `apps/api/dist/main.js` on free ports
// with fresh SQLite data folders (seeded by their own start), waits until they answer, runs
// `playwright test` (extra CLI arguments pass through), then stops the servers and removes the
// data folders. Exits with Playwright's exit code.
//
// Each Playwright worker (E2E_WORKERS, default 2: the suite's two cores kept busy) has a stack of
// its own: an SMTP catcher and an OpenID provider (support/services.mjs), the main server
// (E2E_BASE_URL) and a second server in maintenance mode (MAINTENANCE=1) with its own fresh
// database (E2E_MAINTENANCE_URL). The maintenance guard's journeys use the latter, and so do
// journeys that need accounts no other test has signed in with (god mode lifts maintenance in a
// browser). Tests that need it skip without it; E2E_MAINTENANCE=0 does not start it.
//
//   npm run test:e2e                      # build, then this
//   node e2e/run.mjs --grep openapi       # after `npm run build`, one test
//   E2E_WORKERS=1 node e2e/run.mjs e2e/sign-in.spec.ts
//
// E2E_KEEP_DATA=1 keeps the data folders for inspection. E2E_DATA_DIR tells the tests where the
// main server's SQLite file is, for the few journeys that arrange data first (support/database.ts).
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

if (!fs.existsSync(serverEntry))
  fail(`${path.relative(repoRoot, serverEntry)} is missing: run \`npm run build\` first.`);
if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  fail('apps/web/dist/index.html is missing: run `npm run build` first (the server serves the built web app).');
}

/**
 * Starts one server on a free port with a fresh data folder. Its output is kept and printed only
 * if it dies or never becomes ready; at LOG_LEVEL=warn it is quiet otherwise, and warnings go
 * through to the console once it is ready.
 */
async function startServer(name, extraEnv = {}, beforeStart = undefined) {
  const port = await freePort();
  beforeStart?.(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${name}-`));
  const server = {
    name,
    port,
    dataDir,
    baseUrl: `http://localhost:${port}`,
    output: '',
    exited: null,
    ready: false,
    child: null,
  };
  server.child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The production build with the demo accounts (issue #18 part 8: production seeds none by default).
      DEMO: '1',
      PORT: String(port),
      // Fastify binds every address `localhost` resolves to (127.0.0.1 and ::1): loopback only, and
      // Chromium may try ::1 first for *.localhost.
      HOST: 'localhost',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.child.stdout, server.child.stderr]) {
    stream.on('data', (chunk) => {
      server.output += chunk;
      if (server.ready) process.stderr.write(chunk);
    });
  }
  server.child.on('exit', (code, signal) => {
    server.exited = { code, signal };
  });
  return server;
}

async function waitForServer(server) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exited)
      return `the ${server.name} server exited (${server.exited.signal ?? `code ${server.exited.code}`}) before answering`;
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/openapi.json`, {
        signal: AbortSignal.timeout(2000),
      });
      // Read the body: an unread response keeps the connection busy and the server's shutdown waiting.
      await res.arrayBuffer();
      if (res.status === 200) return null;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return `the ${server.name} server did not answer GET /api/openapi.json with 200 within ${STARTUP_TIMEOUT_MS / 1000} s`;
}

async function stopServer(server) {
  if (!server.exited) {
    server.child.kill('SIGTERM');
    const stopped = await Promise.race([
      new Promise((resolve) => server.child.once('exit', () => resolve(true))),
      new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    if (!stopped) {
      console.error(`e2e: the ${server.name} server did not stop within 10 s of SIGTERM; killing it`);
      server.child.kill('SIGKILL');
    }
  }
  if (process.env.E2E_KEEP_DATA) console.error(`e2e: ${server.name} data kept in ${server.dataDir}`);
  else fs.rmSync(server.dataDir, { recursive: true, force: true });
}

// One stack per Playwright worker (E2E_WORKERS, default 2): its own SMTP catcher and OpenID
// provider, main server and maintenance server, each with a fresh data folder, so that two spec
// files running side by side never see each other's changes. playwright.config.ts gives each
// worker the variables of its slot (E2E_BASE_URL_0, E2E_BASE_URL_1, ...).
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
const { startServices } = await import('./support/services.mjs');
const stacks = [];
const servers = [];
async function startStack(slot) {
  const services = await startServices({ repoRoot });
  const main = await startServer(`main-${slot}`, services.env, services.usePort);
  const maintenance =
    process.env.E2E_MAINTENANCE !== '0' ? await startServer(`maintenance-${slot}`, { MAINTENANCE: '1' }) : undefined;
  servers.push(main, ...(maintenance ? [maintenance] : []));
  stacks.push({ services, main, maintenance });
  return {
    ...services.testEnv,
    E2E_BASE_URL: main.baseUrl,
    // Journeys that arrange a case the demo data does not hold (e2e/support/database.ts).
    E2E_DATA_DIR: main.dataDir,
    ...(maintenance ? { E2E_MAINTENANCE_URL: maintenance.baseUrl } : {}),
  };
}
const slotEnvs = [];
for (let slot = 0; slot < WORKERS; slot += 1) slotEnvs.push(await startStack(slot));

let cleanedUp = false;
async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  await Promise.all(servers.map(stopServer));
  await Promise.all(stacks.map((stack) => stack.services.stop().catch(() => {})));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanup().then(() => process.exit(130));
  });
}

const problems = await Promise.all(servers.map(waitForServer));
const failed = servers.filter((_, i) => problems[i]);
if (failed.length > 0) {
  for (const server of failed) {
    console.error(`e2e: ${problems[servers.indexOf(server)]}. Server output:\n${server.output || '(none)'}`);
  }
  await cleanup();
  process.exit(1);
}
for (const server of servers) {
  server.ready = true;
  if (server.output.trim()) process.stderr.write(server.output);
  console.log(`e2e: ${server.name} server ready at ${server.baseUrl} (data in ${server.dataDir})`);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const runner = spawn(npx, ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: repoRoot,
  env: {
    ...process.env,
    E2E_WORKERS: String(WORKERS),
    // Slot 0's variables unsuffixed too: the main process reads the configuration with them.
    ...slotEnvs[0],
    ...Object.fromEntries(
      slotEnvs.flatMap((env, slot) => Object.entries(env).map(([key, value]) => [`${key}_${slot}`, value])),
    ),
  },
  stdio: 'inherit',
});
const exitCode = await new Promise((resolve) => {
  runner.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  runner.on('error', (err) => {
    console.error(`e2e: could not start playwright: ${err.message}`);
    resolve(1);
  });
});

const died = servers.filter((server) => server.exited);
for (const server of died) {
  console.error(
    `e2e: the ${server.name} server died during the run (${server.exited.signal ?? `code ${server.exited.code}`}). Output:\n${server.output}`,
  );
}
await cleanup();
process.exit(died.length > 0 && exitCode === 0 ? 1 : exitCode);
