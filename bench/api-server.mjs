// Starts the built API (apps/api/dist/main.js) as a child process on a free port with a fresh
// SQLite data folder (or, with BENCH_DB=postgres, a fresh PostgreSQL database on BENCH_PG_URL's
// server), seeded by its own start, and stops it again (the database is dropped).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';

// The PostgreSQL driver is the API's dependency (apps/api/package.json): loaded from there.
const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));

export function freePort() {
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

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** BENCH_DB=postgres: a fresh database for this run; answers its URL and how to drop it. */
async function freshPostgresDatabase() {
  const pg = apiRequire('pg');
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** @returns {Promise<{ baseUrl: string, dataDir: string, databaseUrl?: string, engine: string, stop: () => Promise<void> }>} */
export async function startApiServer(repoRoot, { timeoutMs = 60_000 } = {}) {
  const entry = path.join(repoRoot, 'apps/api/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('apps/api/dist/main.js is missing: run `npm run build -w @portal/api`.');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const postgres = process.env.BENCH_DB === 'postgres' ? await freshPostgresDatabase() : null;
  const engine = postgres ? 'postgres' : 'sqlite';
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The production build with the demo accounts (issue #18 part 8: production seeds none by default).
      DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // The load generator is one IP: the per-IP limit must not be what is measured.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  let exited = null;
  child.on('exit', (code, signal) => (exited = signal ?? `code ${code}`));

  const removeData = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([
        new Promise((r) => child.once('exit', () => r(true))),
        new Promise((r) => setTimeout(() => r(false), 10_000)),
      ]);
      if (!stopped) child.kill('SIGKILL');
    }
    await removeData();
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const res = await fetch(`${baseUrl}/api/openapi.json`, { signal: AbortSignal.timeout(2000) });
      // Read the body: an unread response keeps the connection busy and the server's shutdown waiting.
      await res.arrayBuffer();
      if (res.status === 200)
        return { baseUrl, dataDir, databaseUrl: postgres?.url, engine, pid: child.pid, stop, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(
    `the API did not become ready (${exited ? `exited ${exited}` : 'timeout'}). Output:\n${output || '(none)'}`,
  );
}
