import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { areaRoutes } from './modules/routes';
import type { AuthUser, DataVersions } from './platform/auth';
import { registerBrands } from './platform/brand';
import type { AppConfig } from './platform/config';
import { openDatabase, type DbHandle } from './platform/db';
import { frameworkError, registerErrorHandling } from './platform/error-handler';
import { registerHealth } from './platform/health';
import { serializeRequest } from './platform/log-redaction';
import { prepareJobQueue } from './platform/jobs/queue';
import { registerMetrics } from './platform/metrics';
import { registerOpenApi } from './platform/openapi';
import { loadMailTemplates } from './platform/mail-templates';
import './platform/fastify-types';
import { registerRequestGuards } from './platform/request-guards';
import { registerSecurityHeaders } from './platform/security-headers';
import { createStorage } from './platform/storage/create-storage';
import { registerWebApp } from './platform/web-app';

/** Body limit: a 2000 KB file in base64 (SPEC §9) plus the rest of the form. */
export const BODY_LIMIT = 4 * 1024 * 1024;

export interface BuildOptions {
  /** An already open database (tests share one handle between setup and app). */
  dbHandle?: DbHandle;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole API without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    routerOptions: { caseSensitive: false },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    // A path the router cannot read (bad escape, parameter past its length) answers the envelope.
    frameworkErrors: frameworkError,
    // Unique across instances, returned as X-Request-Id and on every log line (issue #18 part 4).
    genReqId: () => crypto.randomUUID(),
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            // Never log credentials, tokens or file contents: not in headers, nor in the path or
            // query of a mailed link (platform/log-redaction.ts, ADR 0035).
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
              censor: '[redacted]',
            },
            serializers: { req: serializeRequest },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = opts.dbHandle ?? openDatabase(config);
  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('engine', handle.engine);
  // PostgreSQL: pg-boss's schema and the queues of the registered jobs exist before any request
  // can enqueue (issue #18 part 2, ADR 0021); SQLite's queued_jobs is a migration.
  await prepareJobQueue(handle.db);
  app.decorate('draining', false);
  // Files through the configured driver (issue #18 part 1): every caller goes through app.storage.
  const storage = createStorage(config, handle.db);
  app.decorate('storage', storage);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    storage.close();
    if (!opts.dbHandle) await handle.close();
  });

  registerErrorHandling(app);
  registerRequestGuards(app);
  // A POST with `Content-Type: application/json` and no body (calls without arguments such as
  // eliminaNotificaciones) reads as an empty object instead of failing.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = new Error('invalid JSON') as Error & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });
  // Cookies are parsed by @fastify/cookie: a malformed header never throws (issue #12 item 7).
  await app.register(cookie);
  registerBrands(app);
  // Mail templates per brand (ADR 0013), checked at start like brand.json.
  app.decorate('mailTemplates', loadMailTemplates(app.brands));
  // Declared up front so that every request object has the same shape (Fastify's advice).
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('dataVersions', null as unknown as DataVersions);
  registerSecurityHeaders(app);
  // With REDIS_URL the counters live in Redis, so that several instances share them.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  registerHealth(app, redis ? () => redis.ping() : null);
  registerMetrics(app, handle);
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    redis,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      status: 1,
      datos: null,
      mensaje: `retry in ${ctx.after}`,
    }),
  });

  // The API document: downloads, error answers and nullability as the API answers (ADR 0034).
  await registerOpenApi(app);

  for (const routes of areaRoutes) await app.register(routes);

  await registerWebApp(app, config.webDistDir);
  return app;
}
