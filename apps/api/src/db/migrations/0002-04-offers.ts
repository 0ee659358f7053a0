import type { Kysely } from 'kysely';
import { doubleType, withId } from '../schema-helpers';

/**
 * Offers with their degrees, labels, languages and tags; applications and their history;
 * students' saved searches and search history (SPEC §3 'Offer form fields', §4 'Offers',
 * 'Candidature'). Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function indexes(db: AnyDb, table: string, columns: string[]): Promise<void> {
  for (const c of columns) await db.schema.createIndex(`${table}_${c}_idx`).on(table).column(c).execute();
}

export async function up(db: AnyDb): Promise<void> {
  const real = doubleType(db);
  await withId(db, db.schema.createTable('offers'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('work_centre_id', 'integer', (c) => c.references('work_centres.id').onDelete('set null'))
    .addColumn('url_acceso', 'text', (c) => c.notNull().unique())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('id_perfil', 'integer', (c) => c.notNull())
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('descripcion_estado_motivo', 'text')
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tareas', 'text')
    .addColumn('brand_key', 'text', (c) => c.notNull())
    .addColumn('plazas', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('experiencia_requerida', 'text')
    .addColumn('experiencia_deseable', 'text')
    .addColumn('horario', 'text')
    .addColumn('fecha_inicio', 'text')
    .addColumn('fecha_fin', 'text')
    .addColumn('contrato', 'integer')
    .addColumn('salario_id', 'integer')
    .addColumn('salario', real)
    .addColumn('otra_remuneracion', 'text')
    .addColumn('ayuda_estudio', real)
    .addColumn('horas_dia', real)
    .addColumn('horas_semana', real)
    .addColumn('horas_totales', real)
    .addColumn('dedicacion', 'integer')
    .addColumn('dias_semana', 'integer')
    .addColumn('meses', 'integer')
    .addColumn('modalidad_id', 'integer')
    .addColumn('tipo_practica', 'text')
    .addColumn('area_funcional_id', 'integer')
    .addColumn('sector_id', 'integer')
    .addColumn('nivel_titulacion_id', 'integer')
    .addColumn('tipo_formacion_id', 'integer')
    .addColumn('programme_id', 'integer', (c) => c.references('programmes.id').onDelete('set null'))
    .addColumn('thesis', 'text')
    .addColumn('thesis_nombre', 'text')
    .addColumn('thesis_tutor', 'text')
    .addColumn('tutor_empresa_contact_id', 'integer', (c) => c.references('company_contacts.id').onDelete('set null'))
    .addColumn('tutor_empresa_nombre', 'text')
    .addColumn('tutor_empresa_apellidos', 'text')
    .addColumn('tutor_empresa_email', 'text')
    .addColumn('tutor_empresa_telefono', 'text')
    .addColumn('tutor_empresa_cargo', 'text')
    .addColumn('tutor_empresa_titulacion', 'text')
    .addColumn('tutor_empresa_departamento', 'text')
    .addColumn('tutor_empresa_dni', 'text')
    .addColumn('tutor_universidad_nombre', 'text')
    .addColumn('tutor_universidad_email', 'text')
    .addColumn('paises_nacionalidad', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('paises_residencia', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('provincias_residencia', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('vehiculo_propio', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('carnet_conducir', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disponibilidad_extranjero', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disponibilidad_traslado', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('edad_maxima', 'integer')
    .addColumn('salario_maximo', real)
    .addColumn('anio_promocion_maximo', 'integer')
    .addColumn('ultimo_curso', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('perfil_no_universitario', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('documentos_requeridos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('url_inscripcion', 'text')
    .addColumn('url_info', 'text')
    .addColumn('ocultar_datos_empresa', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fecha_caducidad', 'text')
    .addColumn('published_at', 'text')
    .addColumn('fecha_destacada', 'text')
    .addColumn('province_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('island_id', 'integer', (c) => c.references('islands.id'))
    .addColumn('localidad', 'text')
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('international', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('student_group', 'text')
    .addColumn('preselected_student_id', 'integer', (c) => c.references('students.user_id').onDelete('set null'))
    .addColumn('gestor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('copied_from_offer_id', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .addColumn('cierre_candidato_universidad', 'integer')
    .addColumn('fecha_cierre', 'text')
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'offers', [
    'company_id',
    'work_centre_id',
    'estado',
    'tipo',
    'fecha_caducidad',
    'published_at',
    'fecha_destacada',
    'programme_id',
    'tutor_empresa_contact_id',
    'province_id',
    'island_id',
    'country_id',
    'preselected_student_id',
    'gestor_user_id',
    'copied_from_offer_id',
    'created_by_user_id',
    'brand_key',
  ]);
  // The student lists: published offers of one type, newest first.
  await db.schema
    .createIndex('offers_tipo_estado_published_idx')
    .on('offers')
    .columns(['tipo', 'estado', 'published_at'])
    .execute();

  await db.schema
    .createTable('offer_degrees')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('degree_id', 'integer', (c) => c.notNull().references('degrees.id'))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('offer_degrees_pk', ['offer_id', 'degree_id'])
    .execute();
  await indexes(db, 'offer_degrees', ['degree_id']);

  await db.schema
    .createTable('offer_labels')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_labels_pk', ['offer_id', 'label'])
    .execute();
  await indexes(db, 'offer_labels', ['label']);

  await db.schema
    .createTable('offer_languages')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('level_id', 'integer')
    .addColumn('certification', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('offer_languages_pk', ['offer_id', 'language_id'])
    .execute();

  await db.schema
    .createTable('offer_tags')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_tags_pk', ['offer_id', 'kind', 'item_id'])
    .execute();

  await withId(db, db.schema.createTable('applications'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('estado', 'integer', (c) => c.notNull())
    .addColumn('id_motivo', 'integer')
    .addColumn('motivo_texto', 'text')
    .addColumn('leida_empresa', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('origen', 'text', (c) => c.notNull().defaultTo('student'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('applications_offer_student_uq')
    .on('applications')
    .columns(['offer_id', 'student_id'])
    .unique()
    .execute();
  await indexes(db, 'applications', ['student_id', 'estado']);

  await withId(db, db.schema.createTable('application_history'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('estado', 'integer', (c) => c.notNull())
    .addColumn('id_motivo', 'integer')
    .addColumn('motivo_texto', 'text')
    .addColumn('changed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'application_history', ['application_id', 'changed_by_user_id']);

  await withId(db, db.schema.createTable('saved_searches'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('filtros', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'saved_searches', ['student_id']);

  await withId(db, db.schema.createTable('search_history'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('filtros', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_history_student_created_idx')
    .on('search_history')
    .columns(['student_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    'search_history',
    'saved_searches',
    'application_history',
    'applications',
    'offer_tags',
    'offer_languages',
    'offer_labels',
    'offer_degrees',
    'offers',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
