import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../schema-helpers';

/**
 * Data versions: one counter per cached data set, bumped by triggers whenever a table it is made
 * of changes, whoever writes (any instance, a fixture, an operator's SQL). Every signed-in request
 * reads the counters before it checks its session (platform/session-state.ts), so a cache keyed by
 * them is never served after a change it depends on, on any instance.
 * Frozen once landed: changes go in a new file.
 *
 * - 'offers': what the student offer lists show and filter on (offers, their degrees and labels,
 *   the company names on the cards); modules/offers/offer-list-cache.ts.
 * - 'audiences': who sees which offers (a student's group and university degrees).
 * - 'sessions': what decides whether a signed-in token still holds (platform/session-state.ts).
 *
 * Writes to these tables are rare next to the reads they spare (companies publish a few offers a
 * day and people sign out now and then; thousands of students read the lists when a campaign opens).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const DATA_VERSIONS = ['offers', 'audiences', 'sessions'] as const;

const TRIGGERS: Array<{ version: (typeof DATA_VERSIONS)[number]; table: string; events: string[] }> = [
  { version: 'offers', table: 'offers', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { version: 'offers', table: 'offer_degrees', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { version: 'offers', table: 'offer_labels', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { version: 'offers', table: 'companies', events: ['UPDATE OF nombre, nombre_comercial'] },
  { version: 'audiences', table: 'students', events: ['UPDATE OF grupo'] },
  { version: 'audiences', table: 'student_studies', events: ['INSERT', 'UPDATE', 'DELETE'] },
  {
    version: 'sessions',
    table: 'users',
    events: ['UPDATE OF status, token_version, role, preferred_language', 'DELETE'],
  },
  { version: 'sessions', table: 'company_contacts', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { version: 'sessions', table: 'revoked_tokens', events: ['INSERT', 'DELETE'] },
];

const triggerName = (table: string, event?: string) =>
  event ? `${table}_data_version_${event.split(' ')[0].toLowerCase()}` : `${table}_data_version`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('data_versions')
    .values(DATA_VERSIONS.map((name) => ({ name, version: 0 })))
    .execute();
  if (isPostgres(db)) {
    // Once per statement, not per row: a bulk write bumps the counter once.
    await sql`CREATE FUNCTION data_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
        RETURN NULL;
      END $$`.execute(db);
    for (const { version, table, events } of TRIGGERS) {
      await sql`CREATE TRIGGER ${sql.raw(triggerName(table))} AFTER ${sql.raw(events.join(' OR '))}
        ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION data_versions_bump(${sql.lit(version)})`.execute(db);
    }
    return;
  }
  // SQLite has row triggers only, and one event per trigger.
  for (const { version, table, events } of TRIGGERS) {
    for (const event of events) {
      await sql`CREATE TRIGGER ${sql.raw(triggerName(table, event))} AFTER ${sql.raw(event)} ON ${sql.table(table)} BEGIN
          UPDATE data_versions SET version = version + 1 WHERE name = ${sql.lit(version)};
        END`.execute(db);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const { table, events } of TRIGGERS) {
    if (isPostgres(db))
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(triggerName(table))} ON ${sql.table(table)}`.execute(db);
    else
      for (const event of events) await sql`DROP TRIGGER IF EXISTS ${sql.raw(triggerName(table, event))}`.execute(db);
  }
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS data_versions_bump()`.execute(db);
  await db.schema.dropTable('data_versions').ifExists().execute();
}
