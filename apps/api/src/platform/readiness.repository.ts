import { sql } from 'kysely';
import type { Db } from './db';

/** The database answers a trivial statement. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** How many migrations the database has run (Kysely's own bookkeeping table). */
export async function countRunMigrations(db: Db): Promise<number> {
  const row = await db
    .withoutPlugins()
    // The migrator's table is not part of the app's schema types.
    .selectFrom('kysely_migration' as never)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number((row as { n?: unknown } | undefined)?.n ?? 0);
}
