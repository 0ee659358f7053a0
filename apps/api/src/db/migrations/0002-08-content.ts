import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * Notifications, communications, events and enrolments, guides, surveys with questions,
 * assignments and responses (SPEC §3). Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function indexes(db: AnyDb, table: string, columns: string[]): Promise<void> {
  for (const c of columns) await db.schema.createIndex(`${table}_${c}_idx`).on(table).column(c).execute();
}

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('importante', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leida', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url_acceso', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The bell counts a user's unread notifications.
  await db.schema
    .createIndex('notifications_user_leida_idx')
    .on('notifications')
    .columns(['user_id', 'leida'])
    .execute();
  await indexes(db, 'notifications', ['company_id']);

  await withId(db, db.schema.createTable('communications'))
    .addColumn('brand_key', 'text')
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('fecha_desde', 'text', (c) => c.notNull())
    .addColumn('fecha_hasta', 'text')
    .addColumn('descripcion_es', 'text', (c) => c.notNull())
    .addColumn('descripcion_ca', 'text', (c) => c.notNull())
    .addColumn('enlace', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'communications', ['fecha_desde', 'brand_key']);

  await withId(db, db.schema.createTable('events'))
    .addColumn('brand_key', 'text')
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('entradilla', 'text')
    .addColumn('descripcion', 'text')
    .addColumn('categoria', 'text')
    .addColumn('categoria_slug', 'text')
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('fecha_fin', 'text')
    .addColumn('lugar', 'text')
    .addColumn('url_imagen', 'text')
    .addColumn('destacado', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url_acceso', 'text', (c) => c.notNull().unique())
    .addColumn('publico', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('plazas', 'integer')
    .addColumn('inscripcion_abierta', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'events', ['fecha', 'brand_key']);

  await db.schema
    .createTable('event_enrolments')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_enrolments_pk', ['event_id', 'user_id'])
    .execute();
  await indexes(db, 'event_enrolments', ['user_id']);

  await withId(db, db.schema.createTable('guides'))
    .addColumn('brand_key', 'text')
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('url_fichero', 'text')
    .addColumn('url_imagen', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'guides', ['brand_key']);

  await withId(db, db.schema.createTable('surveys'))
    .addColumn('brand_key', 'text')
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('url_acceso', 'text', (c) => c.notNull().unique())
    .addColumn('obligatoria', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('anonima', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('para_alumnos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('para_empresa', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('para_tutor_academico', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('solo_nuevos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('internship_id', 'integer', (c) => c.references('internships.id').onDelete('cascade'))
    .addColumn('max_length', 'integer')
    .addColumn('activa', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('fecha_desde', 'text')
    .addColumn('fecha_hasta', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'surveys', ['internship_id', 'brand_key']);

  await withId(db, db.schema.createTable('survey_questions'))
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('orden', 'integer', (c) => c.notNull())
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('obligatoria', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opciones', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('survey_questions_survey_orden_idx')
    .on('survey_questions')
    .columns(['survey_id', 'orden'])
    .execute();

  // One row per user and context: the same evaluation survey may be assigned once per internship.
  await withId(db, db.schema.createTable('survey_assignments'))
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('internship_id', 'integer', (c) => c.references('internships.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'survey_assignments', ['survey_id', 'user_id', 'internship_id']);

  await withId(db, db.schema.createTable('survey_responses'))
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('anonymous_token', 'text', (c) => c.unique())
    .addColumn('internship_id', 'integer', (c) => c.references('internships.id').onDelete('cascade'))
    .addColumn('respuestas', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Error 39 'already answered' is checked per (survey, user, internship) by the service: an
  // evaluation survey is answered once per internship, so no unique index on (survey, user).
  await db.schema
    .createIndex('survey_responses_survey_user_idx')
    .on('survey_responses')
    .columns(['survey_id', 'user_id'])
    .execute();
  await indexes(db, 'survey_responses', ['user_id', 'internship_id']);
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    'survey_responses',
    'survey_assignments',
    'survey_questions',
    'surveys',
    'guides',
    'event_enrolments',
    'events',
    'communications',
    'notifications',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
