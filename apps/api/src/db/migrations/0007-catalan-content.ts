import type { Kysely } from 'kysely';

/**
 * Catalan text beside the Spanish one in the content the office and the demo write (issue #12
 * item 22; SPEC §1: every screen speaks Spanish and Catalan): offers' texts, events (with their
 * category and place), guides, surveys and their questions (an answer's Catalan text goes in the
 * options JSON as `texto_ca`). Nullable: a text without its Catalan version (an offer
 * a company writes in Spanish only) falls back to the Spanish one. Communications already hold
 * both (0002-08). Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const CATALAN_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  offers: ['titulo_ca', 'descripcion_ca', 'tareas_ca'],
  events: ['titulo_ca', 'entradilla_ca', 'descripcion_ca', 'categoria_ca', 'lugar_ca'],
  guides: ['titulo_ca', 'descripcion_ca'],
  surveys: ['titulo_ca', 'descripcion_ca'],
  survey_questions: ['texto_ca'],
};

export async function up(db: AnyDb): Promise<void> {
  for (const [table, columns] of Object.entries(CATALAN_COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table, columns] of Object.entries(CATALAN_COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
