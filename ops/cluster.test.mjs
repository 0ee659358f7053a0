#!/usr/bin/env node
// `npm run test:cluster [-- --storage disk|database|s3]` (issue #18 parts 5 and 6): the local
// cluster (nginx + two instances on PostgreSQL and Redis) on free ports with a fresh database.
// What one instance does, the other sees, directly and through nginx; then a rolling restart of
// both instances under a load of reads and writes through nginx: 0 failed requests, 0 lost writes.
// Environment: CLUSTER_TEST_PG_URL (server of the fresh database, default
// postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (default redis://127.0.0.1:6379).
import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import {
  dropDatabase,
  ensureDatabase,
  freePort,
  pgQuery,
  repoRoot,
  startCluster,
  startS3rver,
} from './cluster-lib.mjs';

const { values: args } = parseArgs({ options: { storage: { type: 'string', default: 'disk' } }, strict: false });
const storage = args.storage;
if (!['disk', 'database', 's3'].includes(storage)) throw new Error('--storage must be disk, database or s3');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const STUDENT = { eUsuario: 'alumna@demo.test', ePassword: 'Demo2026' };
/** The rolling restart's writer: its own account, so that its documents do not mix with the checks. */
const WRITER = { eUsuario: 'master@demo.test', ePassword: 'Demo2026' };
/** Another demo student for the lockout: its failures must not lock the others. */
const LOCKED = { eUsuario: 'antiguo@demo.test', ePassword: 'Demo2026' };

let cluster;
let databaseUrl;
let dataDir;
let s3;
let A;
let B;
let viaNginx;

/** One JSON call; answers the HTTP status, the envelope (or null) and the raw bytes. */
async function call(base, method, url, { token, body, headers = {} } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) json = JSON.parse(bytes.toString('utf8'));
  return { http: res.status, json, bytes, headers: res.headers };
}

async function signIn(base, credentials = STUDENT) {
  const res = await call(base, 'POST', '/api/Alumno/logaUsuario', { body: credentials });
  assert.equal(res.json?.status, 0, `sign-in of ${credentials.eUsuario}: ${res.bytes.toString()}`);
  return res.json.datos.token;
}

before(async () => {
  buildIfNeeded(repoRoot);
  const server = new URL(process.env.CLUSTER_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = `/cluster_test_${randomBytes(5).toString('hex')}`;
  databaseUrl = server.toString();
  await ensureDatabase(databaseUrl);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-data-'));
  s3 = storage === 's3' ? await startS3rver() : null;
  cluster = await startCluster({
    port: await freePort(),
    databaseUrl,
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    dataDir,
    env: {
      ...s3?.env,
      STORAGE_DRIVER: storage,
      LOG_LEVEL: 'warn',
      // The load comes from one address (nginx's client): the per-address limit is not under test.
      RATE_LIMIT_PER_MINUTE: '100000000',
      // Long enough for requests in flight to finish, short enough for a quick test.
      DRAIN_SECONDS: '2',
    },
  });
  [A, B] = cluster.instances;
  viaNginx = cluster.url;
});

after(async () => {
  await cluster?.stop();
  if (databaseUrl) await dropDatabase(databaseUrl);
  await s3?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (cluster) fs.rmSync(cluster.dir, { recursive: true, force: true });
});

test('a token signed in on one instance is accepted by the other, and through nginx', async () => {
  const token = await signIn(A.url);
  for (const base of [B.url, viaNginx]) {
    const cv = await call(base, 'GET', '/api/Alumno/dameCvUsuario', { token });
    assert.equal(cv.http, 200);
    assert.equal(cv.json.status, 0);
  }
  const viaProxy = await signIn(viaNginx);
  assert.equal((await call(A.url, 'GET', '/api/Alumno/dameCvUsuario', { token: viaProxy })).json.status, 0);
  assert.equal((await call(B.url, 'GET', '/api/Alumno/dameCvUsuario', { token: viaProxy })).json.status, 0);
});

test('a CV document uploaded on one instance downloads from the other with the same bytes', async () => {
  const token = await signIn(viaNginx);
  const bytes = Buffer.concat([PDF, Buffer.from(`% ${randomBytes(8).toString('hex')}\n`)]);
  const added = await call(A.url, 'POST', '/api/Alumno/addDoc', {
    token,
    body: { ficheroB64ParaAltas: bytes.toString('base64'), extension_adjunto: 'pdf', nombre: 'Certificado.pdf' },
  });
  assert.equal(added.json?.status, 0, added.bytes.toString());
  const link = added.json.datos.enlace;
  for (const base of [B.url, viaNginx]) {
    const got = await call(base, 'GET', link, { token });
    assert.equal(got.http, 200);
    assert.ok(got.bytes.equals(bytes), `the bytes downloaded from ${base} differ`);
  }
});

test('signed out on one instance, the token is refused by the other and through nginx', async () => {
  const token = await signIn(B.url);
  assert.equal((await call(A.url, 'GET', '/api/Alumno/dameCvUsuario', { token })).json.status, 0);
  const out = await call(A.url, 'POST', '/api/Alumno/logout', { token });
  assert.equal(out.json?.status, 0);
  for (const base of [B.url, viaNginx]) {
    const refused = await call(base, 'GET', '/api/Alumno/dameCvUsuario', { token });
    assert.equal(refused.http, 401, `${base} still accepts a signed-out token`);
  }
});

test('an application made on one instance is listed by the other', async () => {
  const token = await signIn(viaNginx);
  const applied = await call(A.url, 'POST', '/api/Alumno/inscribirse', { token, body: { idOferta: 5 } });
  assert.equal(applied.json?.status, 0, applied.bytes.toString());
  const id = applied.json.datos.idCandidatura;
  for (const base of [B.url, viaNginx]) {
    // Demo offer 5 is a job offer (not an internship).
    const list = await call(base, 'GET', '/api/Alumno/dameCandidaturasEmpleoUsuario', { token });
    assert.ok(
      list.json.datos.some((a) => a.idCandidatura === id && a.idoferta === 5),
      `${base} does not list the application`,
    );
  }
});

test('sign-in lockout is shared: failures on one instance lock the sign-in on the other (Redis)', async () => {
  // One made-up client address (the instances trust X-Forwarded-For from 127.0.0.1 only) so that
  // the lock of this account and address touches nothing else in a shared Redis.
  const headers = { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
  const wrong = { ...LOCKED, ePassword: 'not-the-password' };
  for (let i = 0; i < 5; i++) {
    const res = await call(A.url, 'POST', '/api/Alumno/logaUsuario', { body: wrong, headers });
    assert.notEqual(res.http, 429, `attempt ${i + 1} was already locked`);
    assert.notEqual(res.json?.status, 0);
  }
  // Even the right password is refused while the account and address are locked.
  const onB = await call(B.url, 'POST', '/api/Alumno/logaUsuario', { body: LOCKED, headers });
  assert.equal(onB.http, 429, `B did not see A's failures: ${onB.bytes.toString()}`);
  // Another address is not locked (the owner elsewhere can sign in).
  assert.equal((await call(viaNginx, 'POST', '/api/Alumno/logaUsuario', { body: LOCKED })).json?.status, 0);
});

test('rolling restart of both instances under load: 0 failed requests, 0 lost writes', async () => {
  const readerToken = await signIn(viaNginx);
  const writerToken = await signIn(viaNginx, WRITER);
  const reads = [
    '/api/Alumno/dameOfertasUsuario/practicas/1',
    '/api/Alumno/dameCvUsuario',
    '/api/Alumno/dameNotificaciones',
    '/api/Dominios/sedes',
  ];
  const stats = { requests: 0, reads: 0, writes: 0, failed: 0, failures: [] };
  const acknowledged = [];
  let running = true;
  let seq = 0;

  async function one(worker) {
    const n = seq++;
    // One request in three is a write: a document (a link, or a small PDF file one time in four).
    const write = n % 3 === 0;
    let res;
    try {
      if (write) {
        const nonce = `${worker}-${n}-${randomBytes(4).toString('hex')}`;
        const body =
          n % 4 === 0
            ? {
                ficheroB64ParaAltas: Buffer.concat([PDF, Buffer.from(`% ${nonce}\n`)]).toString('base64'),
                extension_adjunto: 'pdf',
                nombre: `Carga ${nonce}.pdf`,
              }
            : { nombre: `Enlace ${nonce}`, url: `https://example.org/cv/${nonce}.pdf` };
        res = await call(viaNginx, 'POST', '/api/Alumno/addDoc', { token: writerToken, body });
      } else {
        res = await call(viaNginx, 'GET', reads[n % reads.length], { token: readerToken });
      }
    } catch (err) {
      res = { http: 0, json: null, bytes: Buffer.from(String(err)) };
    }
    stats.requests++;
    stats[write ? 'writes' : 'reads']++;
    if (res.http !== 200 || res.json?.status !== 0) {
      stats.failed++;
      if (stats.failures.length < 10) stats.failures.push(`${res.http} ${res.bytes.toString().slice(0, 200)}`);
    } else if (write) {
      acknowledged.push(res.json.datos.id);
    }
  }
  const workers = Array.from({ length: 8 }, async (_, worker) => {
    while (running) await one(worker);
  });

  const started = Date.now();
  const timeline = [];
  const mark = (what) => timeline.push(`${((Date.now() - started) / 1000).toFixed(1)}s ${what}`);
  try {
    // Some load before the first restart, then each instance in turn: SIGTERM (it drains for
    // DRAIN_SECONDS, finishes what it has, exits), start again, wait for /api/ready.
    while (stats.requests < 100) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const instance of [A, B]) {
      mark(`SIGTERM ${instance.name}`);
      await instance.stop();
      mark(`${instance.name} exited`);
      instance.start();
      await instance.ready();
      mark(`${instance.name} ready again`);
      const before = stats.requests;
      while (stats.requests < before + 100) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    running = false;
    await Promise.all(workers);
  }

  const present = await pgQuery(databaseUrl, 'select id from documents where id = any($1::int[])', [acknowledged]);
  const lost = acknowledged.length - present.rowCount;
  const seconds = (Date.now() - started) / 1000;
  // What nginx did about the instances going away: each line is a request it sent on to the other.
  const nginxLog = fs.readFileSync(path.join(cluster.dir, 'error.log'), 'utf8');
  const retried = nginxLog.split('\n').filter((l) => l.includes('upstream')).length;
  console.log(
    [
      `rolling restart (storage ${storage}), ${seconds.toFixed(1)} s: ${stats.requests} requests ` +
        `(${stats.reads} reads, ${stats.writes} writes), ${stats.failed} failed, ` +
        `${acknowledged.length} writes acknowledged, ${lost} lost; nginx retried ${retried} on the other instance`,
      ...timeline.map((t) => `  ${t}`),
    ].join('\n'),
  );
  assert.deepEqual(stats.failures, [], 'failed requests during the rolling restart');
  assert.equal(stats.failed, 0);
  assert.equal(lost, 0, 'acknowledged writes missing from the database');
  assert.ok(acknowledged.length > 0);
});
