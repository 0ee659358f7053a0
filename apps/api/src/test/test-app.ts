import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { seedIfEmpty } from '../db/seed/index';
import { loadConfig, type AppConfig } from '../platform/config';
import { migrate, openDatabase } from '../platform/db';
import { createStorage } from '../platform/storage/create-storage';

/** TEST_DB=postgres runs the suite on PostgreSQL (127.0.0.1:5432); otherwise SQLite in memory. */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A whole API on a database of its own: a fresh PostgreSQL database per call, or an in-memory
 * SQLite one; migrated and seeded with the demo data unless `seed: false`.
 */
export async function buildTestApp(opts: { seed?: boolean; config?: Partial<AppConfig> } = {}): Promise<TestApp> {
  const dataDir = path.join(os.tmpdir(), `portal-test-${crypto.randomUUID()}`);
  const base = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
  let dropDatabase: (() => Promise<void>) | undefined;
  let config: AppConfig = {
    ...base,
    logLevel: 'silent',
    jwtSecret: 'test-secret-0123456789abcdef0123456789abcdef',
    ...opts.config,
  };
  if (testEngine === 'postgres') {
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    config = { ...config, databaseUrl: url.toString() };
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    config = { ...config, sqlitePath: ':memory:' };
  }
  const handle = openDatabase(config);
  await migrate(handle.db);
  if (opts.seed !== false) {
    const storage = createStorage(config, handle.db);
    await seedIfEmpty(handle.db, storage);
    storage.close();
  }
  const app = await buildApp(config, { dbHandle: handle, logger: false });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await handle.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}
