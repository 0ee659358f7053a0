import type { Kysely } from 'kysely';

/**
 * Content the office publishes (issue #15 'Content'): every communication, event and guide gets a
 * draft flag, publish dates (communications already had fecha_desde / fecha_hasta), an audience
 * narrowed to a degree or a campus, and the time of its last change; guides get an audience
 * (events and communications had one); an event's enrolment records attendance (null: not marked).
 * Null publish dates mean 'since always' / 'for ever', so the rows written before stay visible.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const TABLES = ['communications', 'events', 'guides'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('borrador', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('degree_id', 'integer', (c) => c.references('degrees.id').onDelete('set null'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('campus_id', 'integer', (c) => c.references('campuses.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
  }
  for (const table of ['events', 'guides'] as const) {
    await db.schema.alterTable(table).addColumn('publicar_desde', 'text').execute();
    await db.schema.alterTable(table).addColumn('publicar_hasta', 'text').execute();
  }
  await db.schema
    .alterTable('guides')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('all'))
    .execute();
  await db.schema.alterTable('event_enrolments').addColumn('asistio', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('event_enrolments').dropColumn('asistio').execute();
  await db.schema.alterTable('guides').dropColumn('audience').execute();
  for (const table of ['events', 'guides'] as const) {
    for (const column of ['publicar_hasta', 'publicar_desde'])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
  for (const table of TABLES) {
    for (const column of ['updated_at', 'campus_id', 'degree_id', 'borrador'])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
