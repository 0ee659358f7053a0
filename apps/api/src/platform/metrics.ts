import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppConfig } from './config';
import { isPostgres } from '../db/schema-helpers';
import type { Db, DbHandle } from './db';
import { statementsSent } from './db-statements';
import { countUnfinishedJobRuns } from './jobs/job-runs.repository';
import { countBossJobs } from './jobs/pg-boss-jobs.repository';
import { countJobs } from './jobs/queued-jobs.repository';

/**
 * Prometheus metrics of one instance at `/metrics` (issue #18 part 4), with prom-client: request
 * duration by route and status, the process's own (event-loop lag, memory, CPU), the PostgreSQL
 * pool in use and waiting, job runs in progress and failed, mail sent and failed. One registry
 * per process: an instance is one process, and counters must survive an app rebuilt in tests.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'portal_' });

const httpDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const jobFailures = new Counter({
  name: 'portal_job_failures_total',
  help: 'Scheduled job runs that failed (their period is released and tried again)',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const mailSent = new Counter({
  name: 'portal_mail_sent_total',
  help: 'Mail handed to SMTP or kept in the outbox, by way',
  labelNames: ['via'] as const,
  registers: [registry],
});

export const mailFailed = new Counter({
  name: 'portal_mail_failed_total',
  help: 'Mail the SMTP server refused or could not take',
  registers: [registry],
});

/** Statements and database time per request (issue #18 part 9): bench/capacity.mjs reads these before and after a call. */
const statementsReported = { count: 0, seconds: 0 };
new Counter({
  name: 'portal_db_statements_total',
  help: 'SQL statements this process sent to its database (through Kysely)',
  registers: [registry],
  collect() {
    const now = statementsSent().count;
    this.inc(now - statementsReported.count);
    statementsReported.count = now;
  },
});
new Counter({
  name: 'portal_db_statement_seconds_total',
  help: 'Time from sending each SQL statement to its answer (database work and round trip)',
  registers: [registry],
  collect() {
    const now = statementsSent().seconds;
    this.inc(Math.max(0, now - statementsReported.seconds));
    statementsReported.seconds = now;
  },
});

/** What the gauges read at each scrape: the live apps of this process (one in production). */
const sources = new Set<{ handle: Pick<DbHandle, 'db' | 'pool'> }>();

new Gauge({
  name: 'portal_db_pool_connections_in_use',
  help: 'PostgreSQL connections of the pool running a statement (0 on SQLite)',
  registers: [registry],
  collect() {
    let n = 0;
    for (const { handle } of sources) {
      const p = handle.pool?.();
      if (p) n += p.total - p.idle;
    }
    this.set(n);
  },
});

new Gauge({
  name: 'portal_db_pool_waiting',
  help: 'Queries waiting for a free PostgreSQL connection',
  registers: [registry],
  collect() {
    let n = 0;
    for (const { handle } of sources) n += handle.pool?.().waiting ?? 0;
    this.set(n);
  },
});

new Gauge({
  name: 'portal_jobs_running',
  help: 'Scheduled job runs claimed and not finished yet (the queue of work in progress)',
  registers: [registry],
  async collect() {
    let n = 0;
    for (const { handle } of sources) n += await countUnfinishedJobRuns(handle.db).catch(() => 0);
    this.set(n);
  },
});

const countQueued = (db: Db, states: Array<'queued' | 'running' | 'failed'>) =>
  isPostgres(db) ? countBossJobs(db, states) : countJobs(db, states);

// #18 part 4: the queue of background jobs (ADRs 0017, 0021), read from the database at each scrape
// (pg-boss's job table on PostgreSQL).
new Gauge({
  name: 'portal_job_queue_depth',
  help: 'Queued background jobs waiting or running (all instances)',
  registers: [registry],
  async collect() {
    let n = 0;
    for (const { handle } of sources) n += await countQueued(handle.db, ['queued', 'running']).catch(() => 0);
    this.set(n);
  },
});

new Gauge({
  name: 'portal_jobs_failed',
  help: 'Queued background jobs failed after their last attempt, waiting for an admin (all instances)',
  registers: [registry],
  async collect() {
    let n = 0;
    for (const { handle } of sources) n += await countQueued(handle.db, ['failed']).catch(() => 0);
    this.set(n);
  },
});

/** The addresses allowed without a token, as a Node BlockList (addresses and CIDR ranges). */
function allowList(entries: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

function mayRead(
  request: FastifyRequest,
  config: Pick<AppConfig, 'metricsToken' | 'metricsAllow'>,
  allowed: net.BlockList,
) {
  const auth = request.headers.authorization;
  if (config.metricsToken && auth?.startsWith('Bearer ') && sameSecret(auth.slice(7), config.metricsToken)) return true;
  // request.ip is the socket's address unless TRUST_PROXY names the proxy in front.
  const ip = request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
  return allowed.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4');
}

export function registerMetrics(app: FastifyInstance, handle: Pick<DbHandle, 'db' | 'pool'>): void {
  const source = { handle };
  sources.add(source);
  app.addHook('onClose', async () => void sources.delete(source));
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids would make a series per object.
    const route = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const allowed = allowList(app.config.metricsAllow);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request, app.config, allowed)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('forbidden\n');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
