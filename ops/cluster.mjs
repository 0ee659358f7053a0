#!/usr/bin/env node
// `npm run cluster` (issue #18 part 6): nginx on one port in front of two API instances on this
// machine's PostgreSQL and Redis. Builds first when a source changed; Ctrl-C stops everything.
//
//   npm run cluster                      # http://localhost:8080, database portal_cluster
//   npm run cluster -- --port 9090 --storage s3
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/portal_cluster, created
// when missing), REDIS_URL (default redis://127.0.0.1:6379), CLUSTER_DATA_DIR (default
// data/cluster: the files, shared by both instances while they are on disk), JWT_SECRET (default
// one generated once into that folder), STORAGE_DRIVER and S3_* (passed to the instances), DEMO
// (default 1: the demo accounts; DEMO=0 for none, then `npm run admin:create`).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { ensureDatabase, repoRoot, startCluster, startS3rver } from './cluster-lib.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    storage: { type: 'string' },
  },
});
const storage = args.storage ?? process.env.STORAGE_DRIVER;
if (storage && !['disk', 'database', 's3'].includes(storage)) {
  console.error('--storage must be disk, database or s3');
  process.exit(1);
}

buildIfNeeded(repoRoot);

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/portal_cluster';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR || path.join(repoRoot, 'data/cluster'));
fs.mkdirSync(dataDir, { recursive: true });
// One secret for every instance, kept across restarts so that sessions survive them.
const secretFile = path.join(dataDir, 'cluster-jwt-secret');
if (!process.env.JWT_SECRET && !fs.existsSync(secretFile)) {
  fs.writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
}
const jwtSecret = process.env.JWT_SECRET || fs.readFileSync(secretFile, 'utf8').trim();

if (await ensureDatabase(databaseUrl)) console.log(`Created the PostgreSQL database of ${databaseUrl}.`);

// --storage s3 without S3_ENDPOINT: a local S3-compatible server (s3rver) for this run.
const s3 = storage === 's3' && !process.env.S3_ENDPOINT ? await startS3rver() : null;
const env = { ...s3?.env, ...(storage ? { STORAGE_DRIVER: storage } : {}) };

console.log('Starting two API instances and nginx…');
const cluster = await startCluster({
  port: Number(args.port),
  host: args.host,
  databaseUrl,
  redisUrl,
  dataDir,
  jwtSecret,
  env: { ...env, DEMO: process.env.DEMO ?? '1' },
});
console.log(
  [
    `Portal cluster ready at ${cluster.url}`,
    `  nginx → ${cluster.instances.map((i) => `${i.name} ${i.url}`).join(', ')}`,
    `  database ${databaseUrl}; Redis ${redisUrl}; storage ${storage ?? 'disk'}; files ${dataDir}`,
    `  logs in ${cluster.dir}`,
    'Ctrl-C stops everything.',
  ].join('\n'),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('Stopping nginx and the instances (they drain first)…');
  await cluster.stop();
  await s3?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
// An instance that dies on its own is said, not hidden: the other keeps serving through nginx.
for (const instance of cluster.instances) {
  void instance.exited.then((how) => {
    if (!stopping) console.error(`Instance ${instance.name} exited (${how}); see ${instance.logFile}`);
  });
}
