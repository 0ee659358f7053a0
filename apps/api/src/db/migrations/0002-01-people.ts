import type { Kysely } from 'kysely';
import { doubleType, withId } from '../schema-helpers';

/**
 * Users, students and the CV lists (SPEC §3 'Student CV', 'Personal fields'), password links,
 * the mail outbox and deregistration requests. Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function indexes(db: AnyDb, table: string, columns: string[]): Promise<void> {
  for (const c of columns) await db.schema.createIndex(`${table}_${c}_idx`).on(table).column(c).execute();
}

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('brand_key', 'text', (c) => c.notNull())
    .addColumn('preferred_language', 'text', (c) => c.notNull().defaultTo('es'))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_access_at', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('sso_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('apellidos', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recibir_informacion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await indexes(db, 'users', ['role', 'brand_key']);

  await db.schema
    .createTable('students')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
    .addColumn('apellido1', 'text')
    .addColumn('apellido2', 'text')
    .addColumn('tipo_documento_id', 'integer')
    .addColumn('dni', 'text')
    .addColumn('fecha_nacimiento', 'text')
    .addColumn('genero_id', 'integer')
    .addColumn('email_personal', 'text')
    .addColumn('email_estudiante', 'text')
    .addColumn('comunicaciones_en_email_estudiante', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('telefono1', 'text')
    .addColumn('telefono2', 'text')
    .addColumn('tipo_via_id', 'integer')
    .addColumn('direccion', 'text')
    .addColumn('cp', 'text')
    .addColumn('localidad', 'text')
    .addColumn('locality_id', 'integer', (c) => c.references('localities.id'))
    .addColumn('province_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('direccion_curso', 'text')
    .addColumn('cp_curso', 'text')
    .addColumn('localidad_curso', 'text')
    .addColumn('province_curso_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('iban', 'text')
    .addColumn('social_security_number', 'text')
    .addColumn('nacionalidades', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('discapacidad', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('acepta_newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('acepta_informacion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_passed_percent', doubleType(db))
    .addColumn('active_search_internships', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_search_jobs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('only_vocational', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url_cv', 'text')
    .addColumn('tiene_permiso_trabajo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('necesita_permiso_trabajo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url_imagen_perfil', 'text')
    .addColumn('id_periodo_preferencia_practicas', 'integer')
    .addColumn('presentacion', 'text')
    .addColumn('validado_doip', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('id_nivel_formativo_sne', 'integer')
    .addColumn('enlace_portfolio', 'text')
    .addColumn('linkedin', 'text')
    .addColumn('areas_funcionales', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sectores', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('salario_deseado', doubleType(db))
    .addColumn('carnet_conducir', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vehiculo_propio', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disponibilidad_extranjero', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disponibilidad_traslado', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grupo', 'text')
    .addColumn('ultimo_curso', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('anio_promocion', 'integer')
    .addColumn('updated_at', 'text')
    .execute();
  await indexes(db, 'students', [
    'campus_id',
    'locality_id',
    'province_id',
    'country_id',
    'province_curso_id',
    'dni',
    'kind',
  ]);

  await withId(db, db.schema.createTable('student_studies'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('degree_id', 'integer', (c) => c.references('degrees.id'))
    .addColumn('from_university', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('centro', 'text')
    .addColumn('nota', doubleType(db))
    .addColumn('fecha_inicio', 'text')
    .addColumn('fecha_fin', 'text')
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tipo_formacion_id', 'integer')
    .addColumn('nivel_id', 'integer')
    .addColumn('ambito_id', 'integer')
    .addColumn('especialidad_id', 'integer')
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id'))
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('curso', 'integer')
    .addColumn('baja', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'student_studies', ['student_id', 'degree_id', 'campus_id', 'country_id']);

  await withId(db, db.schema.createTable('student_languages'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('level_id', 'integer', (c) => c.notNull())
    .addColumn('certification', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('certificado', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'student_languages', ['student_id']);

  await withId(db, db.schema.createTable('student_experiences'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('empresa', 'text', (c) => c.notNull())
    .addColumn('puesto', 'text', (c) => c.notNull())
    .addColumn('tipo_contrato_id', 'integer')
    .addColumn('area_funcional_id', 'integer')
    .addColumn('sector_id', 'integer')
    .addColumn('fecha_inicio', 'text')
    .addColumn('fecha_fin', 'text')
    .addColumn('actual', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('descripcion', 'text')
    .addColumn('localidad', 'text')
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('enlace', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'student_experiences', ['student_id', 'country_id']);

  await db.schema
    .createTable('student_skills')
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_skills_pk', ['student_id', 'skill_id'])
    .execute();
  await db.schema
    .createTable('student_it_programs')
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull())
    .addColumn('level_id', 'integer')
    .addPrimaryKeyConstraint('student_it_programs_pk', ['student_id', 'program_id'])
    .execute();
  await db.schema
    .createTable('student_interests')
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_interests_pk', ['student_id', 'tag_id'])
    .execute();

  await withId(db, db.schema.createTable('password_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'password_tokens', ['user_id']);

  await withId(db, db.schema.createTable('outbox_mail'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await indexes(db, 'outbox_mail', ['sent_at', 'to_address']);
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    'outbox_mail',
    'password_tokens',
    'student_interests',
    'student_it_programs',
    'student_skills',
    'student_experiences',
    'student_languages',
    'student_studies',
    'students',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
