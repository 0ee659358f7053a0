// The local cluster of issue #18 parts 5 and 6: nginx (the Debian package) on one port in front of
// two API instances (apps/api/dist/main.js) on PostgreSQL and Redis. Used by `npm run cluster`
// (ops/cluster.mjs) and its test (ops/cluster.test.mjs). Plain Node, no dependency of its own.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The PostgreSQL driver is the API's dependency (apps/api/package.json): loaded from there.
const apiRequire = createRequire(path.join(repoRoot, 'apps/api/package.json'));

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** Passed through to every instance as they are (the storage drivers, issue #18 part 1). */
const PASS_THROUGH = [
  'STORAGE_DRIVER',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

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

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown by a probe of `until` to stop waiting at once (the process it waits for has exited). */
export class Fatal extends Error {}

/** Polls `probe` (truthy when done) every 200 ms until `timeoutMs`; throws `what` on timeout. */
export async function until(probe, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const done = await probe().catch((err) => {
      if (err instanceof Fatal) throw err;
      return false;
    });
    if (done) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await wait(200);
  }
}

/** A client of the server at `url` on the given database (`postgres` for the admin one). */
async function pgClient(url) {
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Runs one query on `url` and closes the connection. */
export async function pgQuery(url, text, values) {
  const client = await pgClient(url);
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

function adminUrlOf(databaseUrl) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

const databaseNameOf = (databaseUrl) => decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/** Creates the database of `databaseUrl` when it does not exist; answers whether it did. */
export async function ensureDatabase(databaseUrl) {
  const name = databaseNameOf(databaseUrl);
  const admin = adminUrlOf(databaseUrl);
  const found = await pgQuery(admin, 'select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount > 0) return false;
  await pgQuery(admin, `create database ${quoteIdent(name)}`);
  return true;
}

export async function dropDatabase(databaseUrl) {
  await pgQuery(
    adminUrlOf(databaseUrl),
    `drop database if exists ${quoteIdent(databaseNameOf(databaseUrl))} with (force)`,
  );
}

/**
 * `--storage s3` without an S3 of its own: s3rver (npm, a local S3-compatible server) on a free
 * port with a temporary folder and one bucket; answers the S3_* variables and how to stop it.
 */
export async function startS3rver() {
  // Loaded on demand: only --storage s3 needs it (a root devDependency).
  const { default: S3rver } = await import('s3rver');
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const bucket = 'portal';
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** One API instance: `start()` spawns it, `ready()` waits for /api/ready, `stop()` sends SIGTERM. */
class Instance {
  constructor(name, port, env, logFile) {
    this.name = name;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.env = env;
    this.logFile = logFile;
    this.child = null;
  }

  start() {
    const log = fs.openSync(this.logFile, 'a');
    this.child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/main.js')], {
      cwd: repoRoot,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const child = this.child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  }

  /** Waits until /api/ready answers 200 (database, Redis, migrations; not draining). */
  async ready(timeoutMs = 120_000) {
    const child = this.child;
    await until(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Fatal(`instance ${this.name} exited before it was ready; its log:\n${this.tail()}`);
        }
        const res = await fetch(`${this.url}/api/ready`, { signal: AbortSignal.timeout(3000) });
        await res.arrayBuffer();
        return res.status === 200;
      },
      `instance ${this.name} to be ready (${this.logFile})`,
      timeoutMs,
    );
  }

  /** SIGTERM (drain, then close) and wait for the exit; SIGKILL after `graceMs`. */
  async stop(graceMs = 60_000) {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const done = await Promise.race([this.exited.then(() => true), wait(graceMs).then(() => false)]);
    if (!done) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }

  tail(lines = 30) {
    try {
      return fs.readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

/**
 * nginx in front of the instances. Open-source nginx has no active health check: a stopped
 * instance is never marked down (see `max_fails=0` below): every request it could not answer goes
 * to the next instance. Retrying a write (non_idempotent) is safe here because it happens only
 * when the instance never handled the request: connection refused or reset before an answer, or
 * Fastify's 503 for a request arriving while it closes; an instance that took a request finishes
 * it before it exits (graceful shutdown, issue #18 part 5). `timeout` is left out: a slow answer
 * may still have been written. No `http_500`: a real error is the client's answer.
 */
function nginxConfig({ dir, port, host, instances }) {
  // max_fails=0: nginx never marks an instance down. A passive mark outlives the instance's return
  // (fail_timeout after the last refused connection), so during a rolling restart the next instance
  // could start draining while nginx still held the restarted one down: no live upstream, 502 (one
  // CI run: 394 of 5,037 requests). A refused connection on localhost costs nothing; the request
  // simply goes on to the next instance.
  const servers = instances.map((i) => `    server 127.0.0.1:${i.port} max_fails=0;`).join('\n');
  return `# Written by ops/cluster-lib.mjs (issue #18 part 6); every path is under ${dir}.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The API's body limit is 4 MB (apps/api/src/app.ts); nginx must not refuse before it.
  client_max_body_size 8m;
  upstream portal {
${servers}
    # Reused connections to the instances; closed by nginx before Node's own keep-alive timeout
    # (72 s) so that nginx never sends on a connection the instance is closing for idleness.
    keepalive 32;
    keepalive_timeout 4s;
  }
  server {
    listen ${host}:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # nginx is the edge: the client's address replaces any X-Forwarded-For it sent, so that the
      # per-address limits cannot be spoofed (TRUST_PROXY=127.0.0.1 on the instances).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

/**
 * Starts the cluster and answers its handles. Options: `port` (nginx), `host` (nginx's address),
 * `databaseUrl`, `redisUrl`, `dataDir` (shared by the instances while files are on disk; one sub-folder each with the
 * `database` and `s3` drivers),
 * `jwtSecret` (shared: a token signed by one is valid on the other), `env` (more variables for
 * every instance), `count` (instances, default 2).
 */
export async function startCluster(options) {
  const { port, host = '127.0.0.1', databaseUrl, redisUrl, dataDir, count = 2 } = options;
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX}: apt-get install -y nginx`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('hex');
  const passed = Object.fromEntries(PASS_THROUGH.filter((k) => process.env[k]).map((k) => [k, process.env[k]]));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO: '1',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    ...passed,
    ...options.env,
  };
  const names = 'ABCDEFGH';
  const instances = [];
  // With files in the database or in S3 each instance gets a data folder of its own, so that the
  // cluster test proves the storage driver (not a shared folder) shares the files (#18 part 6).
  const ownFolders = ['database', 's3'].includes(env.STORAGE_DRIVER ?? '');
  for (let i = 0; i < count; i++) {
    const instanceEnv = ownFolders ? { ...env, DATA_DIR: path.join(dataDir, `instance-${names[i]}`) } : env;
    instances.push(new Instance(names[i], await freePort(), instanceEnv, path.join(dir, `instance-${names[i]}.log`)));
  }
  const cluster = {
    dir,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    instances,
    nginx: null,
    async stop() {
      if (cluster.nginx && cluster.nginx.exitCode === null) {
        // SIGQUIT: nginx's graceful stop.
        const exited = new Promise((resolve) => cluster.nginx.once('exit', resolve));
        cluster.nginx.kill('SIGQUIT');
        await Promise.race([exited, wait(10_000)]);
        if (cluster.nginx.exitCode === null) cluster.nginx.kill('SIGKILL');
      }
      await Promise.all(instances.map((i) => i.stop()));
    },
  };
  try {
    // One after the other: the first runs the migrations and the seed (an advisory lock would
    // also do it at once; one at a time keeps a busy machine's start readable).
    for (const instance of instances) {
      instance.start();
      await instance.ready();
    }
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, port, host, instances }));
    const nginxLog = fs.openSync(path.join(dir, 'nginx.out'), 'a');
    cluster.nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
      stdio: ['ignore', nginxLog, nginxLog],
    });
    fs.closeSync(nginxLog);
    await until(async () => {
      if (cluster.nginx.exitCode !== null)
        throw new Fatal(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(3000) });
      await res.arrayBuffer();
      return res.status === 200;
    }, `nginx on port ${port}`);
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  return cluster;
}
