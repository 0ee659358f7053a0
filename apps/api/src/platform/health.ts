import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHealth, ZReadiness, type TReadiness } from '@portal/contracts/operations/health.schemas';
import { migrations } from '../db/migrations/index';
import { countRunMigrations, pingDatabase } from './readiness.repository';

/** A check that takes longer than this counts as failed: a load balancer must not hang on it. */
const CHECK_TIMEOUT_MS = 2000;

async function check(run: () => Promise<unknown>): Promise<'ok' | 'fallo'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch {
    return 'fallo';
  } finally {
    clearTimeout(timer);
  }
}

/** Pings Redis when the app has a client (REDIS_URL). */
export type RedisPing = (() => Promise<unknown>) | null;

/**
 * `/api/health` and `/api/ready` (issue #18 part 4). Neither needs a token nor reads the brand;
 * they answer the same whatever the Host. `app.draining` turns true on SIGTERM (main.ts).
 */
export function registerHealth(app: FastifyInstance, redisPing: RedisPing): void {
  const expected = Object.keys(migrations).length;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', { schema: { response: { 200: ZHealth } } }, async () => ({
    status: 0,
    datos: { estado: 'ok' as const },
  }));
  r.get('/api/ready', { schema: { response: { 200: ZReadiness, 503: ZReadiness } } }, async (_req, reply) => {
    const [baseDeDatos, redis, migraciones] = await Promise.all([
      check(() => pingDatabase(app.db)),
      redisPing ? check(redisPing) : Promise.resolve('sin_configurar' as const),
      check(async () => {
        if ((await countRunMigrations(app.db)) < expected) throw new Error('pending migrations');
      }),
    ]);
    const datos: TReadiness = {
      listo: baseDeDatos === 'ok' && redis !== 'fallo' && migraciones === 'ok' && !app.draining,
      baseDeDatos,
      redis,
      migraciones,
      drenando: app.draining,
    };
    return reply.code(datos.listo ? 200 : 503).send({ status: datos.listo ? 0 : 1, datos });
  });
}
