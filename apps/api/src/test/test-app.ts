import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../platform/config';
import { openDatabase, type DbHandle } from '../platform/db';
import { openMigratedDatabase } from './migrated-database';
import { adminQuery, databaseUrl } from './pg-admin';
import { checkResponsesAgainstDocument } from './response-check';

/** TEST_DB=postgres runs the suite on PostgreSQL (127.0.0.1:5432); otherwise SQLite in memory. */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

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
  const database = await openTestDatabase(opts.seed !== false, {
    ...base,
    logLevel: 'silent',
    jwtSecret: 'test-secret-0123456789abcdef0123456789abcdef',
    ...opts.config,
  });
  const { config, handle } = database;
  const app = await buildApp(config, { dbHandle: handle, logger: false });
  // Every answer the test gets must be the one the API document describes (ADR 0034).
  checkResponsesAgainstDocument(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await handle.close();
      await database.drop?.();
    },
  };
}

interface TestDatabase {
  handle: DbHandle;
  /** The test's configuration, with the URL of its PostgreSQL database. */
  config: AppConfig;
  /** Drops the PostgreSQL database. */
  drop?: () => Promise<void>;
}

/**
 * The test's database, migrated and, when asked, seeded: in SQLite in memory; on PostgreSQL a
 * database of its own, copied from the run's template (pg-templates.global-setup.ts) with the
 * seeded files copied into the test's data folder, or, for another storage than the disk, migrated
 * and seeded here.
 */
async function openTestDatabase(seed: boolean, config: AppConfig): Promise<TestDatabase> {
  if (testEngine === 'sqlite') {
    const sqlite = { ...config, sqlitePath: ':memory:' };
    return { handle: await openMigratedDatabase(sqlite, seed), config: sqlite };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const templates = inject('pgTemplates');
  const template = templates && config.storageDriver === 'disk' ? templates : undefined;
  await adminQuery(
    template
      ? `CREATE DATABASE ${name} TEMPLATE ${seed ? template.seeded : template.empty}`
      : `CREATE DATABASE ${name}`,
  );
  const pgConfig = { ...config, databaseUrl: databaseUrl(name) };
  const drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (!template) return { handle: await openMigratedDatabase(pgConfig, seed), config: pgConfig, drop };
  if (seed) await fs.cp(template.seededDataDir, config.dataDir, { recursive: true });
  return { handle: openDatabase(pgConfig), config: pgConfig, drop };
}
