import pg from 'pg';

/** The PostgreSQL server of the tests (TEST_DB=postgres): its `postgres` database, as a superuser. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The databases test databases are copied from, made once per run by pg-templates.global-setup.ts. */
export interface PgTemplates {
  /** Migrated and seeded with the demo data. */
  seeded: string;
  /** Migrated only. */
  empty: string;
  /** The data folder the seeded template's files were written to (disk storage). */
  seededDataDir: string;
}

/** The admin URL pointed at another database of the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements, one after the other, on the server's `postgres` database. */
export async function adminQuery(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}
