import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { migrations } from '../db/migrations/index';
import { adminQuery, databaseUrl } from '../test/pg-admin';
import { testEngine } from '../test/test-app';
import { openDatabase, type DbHandle } from './db';
import { loadConfig } from './config';
import { startJobRunner } from './jobs/queue';
import { prepareDatabase, startupDatabaseHint } from './startup';

/** Issue #18 parts 3 and 8: migrations and the first seed once across instances; demo data only in demo mode. */
async function withEmptyDatabase(run: (url: string | null) => Promise<void>): Promise<void> {
  if (testEngine !== 'postgres') return run(null);
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  try {
    await run(databaseUrl(name));
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

function configFor(url: string | null, demo: boolean) {
  const dataDir = path.join(os.tmpdir(), `portal-startup-${crypto.randomUUID()}`);
  const config = { ...loadConfig({ DATA_DIR: dataDir }), demo };
  return url ? { ...config, databaseUrl: url } : { ...config, sqlitePath: ':memory:' };
}

async function counts(handle: DbHandle) {
  const users = await handle.db
    .selectFrom('users')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const alumna = await handle.db
    .selectFrom('users')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('email', '=', 'alumna@demo.test')
    .executeTakeFirst();
  const degrees = await handle.db
    .selectFrom('degrees')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { users: Number(users?.n), alumna: Number(alumna?.n), degrees: Number(degrees?.n) };
}

describe('start-up on a database', () => {
  it.runIf(testEngine === 'postgres')(
    '#18.3 two instances starting at once on an empty PostgreSQL database migrate and seed it exactly once',
    async () => {
      await withEmptyDatabase(async (url) => {
        const config = configFor(url, true);
        const a = openDatabase(config);
        const b = openDatabase(config);
        try {
          const results = await Promise.allSettled([prepareDatabase(a, config), prepareDatabase(b, config)]);
          expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
          const seen = await counts(a);
          expect(seen.alumna).toBe(1);
          // A third start finds everything done and changes nothing.
          await prepareDatabase(b, config);
          expect(await counts(b)).toEqual(seen);
          const run = await a.db
            .selectFrom('kysely_migration' as never)
            .select(({ fn }) => fn.countAll<number>().as('n'))
            .executeTakeFirst();
          expect(Number((run as { n: number }).n)).toBe(Object.keys(migrations).length);
        } finally {
          await a.close();
          await b.close();
        }
      });
    },
  );

  it.runIf(testEngine === 'postgres')(
    'two instances starting together on an empty PostgreSQL database both come up, five times out of five (job queue included)',
    async () => {
      /** What main.ts does up to listening: prepare the database, build the app (pg-boss's queues), start the runner. */
      async function start(config: ReturnType<typeof configFor>) {
        const handle = openDatabase(config);
        try {
          await prepareDatabase(handle, config);
          const app = await buildApp({ ...config, logLevel: 'silent' }, { dbHandle: handle, logger: false });
          const runner = startJobRunner(app, 60_000);
          const ready = await app.inject({ url: '/api/ready' });
          await runner.stop();
          await app.close();
          return ready.statusCode;
        } finally {
          await handle.close();
        }
      }
      for (let trial = 1; trial <= 5; trial++) {
        await withEmptyDatabase(async (url) => {
          const config = configFor(url, false);
          const results = await Promise.allSettled([start(config), start(config)]);
          const seen = results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)));
          expect({ trial, seen }).toEqual({ trial, seen: [200, 200] });
        });
      }
    },
    180_000,
  );

  it('#18.8 a production start (demo off) creates the reference lists and no account; demo mode seeds the demo accounts', async () => {
    await withEmptyDatabase(async (url) => {
      const production = openDatabase(configFor(url, false));
      try {
        await prepareDatabase(production, configFor(url, false));
        const seen = await counts(production);
        expect(seen).toMatchObject({ users: 0, alumna: 0 });
        expect(seen.degrees).toBeGreaterThan(0);
      } finally {
        await production.close();
      }
    });
    const demoConfig = configFor(null, true);
    const demo = openDatabase(demoConfig);
    try {
      await prepareDatabase(demo, demoConfig);
      expect((await counts(demo)).alumna).toBe(1);
    } finally {
      await demo.close();
    }
  });

  it.runIf(testEngine === 'postgres')(
    '#18.8 a PostgreSQL database that does not exist is named with the command that creates it',
    async () => {
      const url = new URL(databaseUrl(`missing_${crypto.randomBytes(4).toString('hex')}`));
      const config = configFor(url.toString(), false);
      const handle = openDatabase(config);
      try {
        const err = await prepareDatabase(handle, config).then(
          () => null,
          (e: unknown) => e,
        );
        expect(startupDatabaseHint(err, config)).toContain(`createdb -h ${url.hostname}`);
      } finally {
        await handle.close();
      }
    },
  );
});
