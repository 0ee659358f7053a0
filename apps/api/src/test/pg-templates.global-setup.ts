import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openMigratedDatabase } from './migrated-database';
import { adminQuery, databaseUrl, type PgTemplates } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplates: PgTemplates | null;
  }
}

/**
 * On PostgreSQL, migrating and seeding a database takes about two seconds, and the suite builds
 * hundreds of them. Done once here, each test database is then a copy of a template
 * (`CREATE DATABASE … TEMPLATE`, a fraction of that), with the seeded files copied beside it.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('pgTemplates', null);
    return undefined;
  }
  const run = crypto.randomBytes(4).toString('hex');
  const templates: PgTemplates = {
    seeded: `tpl_${run}_seeded`,
    empty: `tpl_${run}_empty`,
    seededDataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-template-')),
  };
  await adminQuery(`CREATE DATABASE ${templates.seeded}`, `CREATE DATABASE ${templates.empty}`);
  for (const [name, seed] of [
    [templates.seeded, true],
    [templates.empty, false],
  ] as const) {
    const handle = await openMigratedDatabase(
      { databaseUrl: databaseUrl(name), dataDir: templates.seededDataDir, storageDriver: 'disk' },
      seed,
    );
    await handle.close();
  }
  project.provide('pgTemplates', templates);
  return async () => {
    await adminQuery(
      `DROP DATABASE IF EXISTS ${templates.seeded} WITH (FORCE)`,
      `DROP DATABASE IF EXISTS ${templates.empty} WITH (FORCE)`,
    );
    await fs.rm(templates.seededDataDir, { recursive: true, force: true });
  };
}
