import type { Kysely } from 'kysely';
import { doubleType, withId } from '../schema-helpers';

/**
 * Internships and the requests around them: practice requests, education-internship requests,
 * internship change requests (SPEC §4). Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function indexes(db: AnyDb, table: string, columns: string[]): Promise<void> {
  for (const c of columns) await db.schema.createIndex(`${table}_${c}_idx`).on(table).column(c).execute();
}

export async function up(db: AnyDb): Promise<void> {
  const real = doubleType(db);
  await withId(db, db.schema.createTable('internships'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('programme_id', 'integer', (c) => c.references('programmes.id').onDelete('set null'))
    .addColumn('work_centre_id', 'integer', (c) => c.references('work_centres.id').onDelete('set null'))
    .addColumn('degree_id', 'integer', (c) => c.references('degrees.id'))
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text')
    .addColumn('tareas', 'text')
    .addColumn('horario', 'text')
    .addColumn('modalidad_id', 'integer')
    .addColumn('fecha_inicio', 'text', (c) => c.notNull())
    .addColumn('fecha_fin', 'text', (c) => c.notNull())
    .addColumn('horas_dia', real)
    .addColumn('horas_semana', real)
    .addColumn('horas_totales', real)
    .addColumn('ayuda_estudio', real)
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('tutor_empresa_contact_id', 'integer', (c) => c.references('company_contacts.id').onDelete('set null'))
    .addColumn('tutor_empresa_nombre', 'text')
    .addColumn('tutor_empresa_apellidos', 'text')
    .addColumn('tutor_empresa_email', 'text')
    .addColumn('tutor_empresa_telefono', 'text')
    .addColumn('tutor_universidad_nombre', 'text')
    .addColumn('tutor_universidad_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await indexes(db, 'internships', [
    'student_id',
    'company_id',
    'offer_id',
    'application_id',
    'programme_id',
    'work_centre_id',
    'degree_id',
    'tutor_empresa_contact_id',
    'estado',
    'course',
  ]);

  await withId(db, db.schema.createTable('practice_requests'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.references('students.user_id').onDelete('set null'))
    .addColumn('dni_alumno', 'text')
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('programme_id', 'integer', (c) => c.references('programmes.id').onDelete('set null'))
    .addColumn('work_centre_id', 'integer', (c) => c.references('work_centres.id').onDelete('set null'))
    .addColumn('degree_id', 'integer', (c) => c.references('degrees.id'))
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('pendiente'))
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('tareas', 'text')
    .addColumn('fecha_inicio', 'text')
    .addColumn('fecha_fin', 'text')
    .addColumn('horas_dia', real)
    .addColumn('horas_semana', real)
    .addColumn('horas_totales', real)
    .addColumn('ayuda_estudio', real)
    .addColumn('dedicacion', 'integer')
    .addColumn('meses', 'integer')
    .addColumn('tutor_empresa_contact_id', 'integer', (c) => c.references('company_contacts.id').onDelete('set null'))
    .addColumn('tutor_empresa_nombre', 'text')
    .addColumn('tutor_empresa_email', 'text')
    .addColumn('datos', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await indexes(db, 'practice_requests', [
    'company_id',
    'student_id',
    'requested_by_user_id',
    'programme_id',
    'work_centre_id',
    'degree_id',
    'tutor_empresa_contact_id',
    'estado',
  ]);

  await withId(db, db.schema.createTable('education_requests'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.references('students.user_id').onDelete('set null'))
    .addColumn('school_id', 'integer', (c) => c.references('schools.id'))
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('pendiente'))
    .addColumn('curso', 'text')
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('plazas', 'integer')
    .addColumn('fecha_inicio', 'text')
    .addColumn('fecha_fin', 'text')
    .addColumn('motivo_rechazo', 'text')
    .addColumn('datos', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await indexes(db, 'education_requests', ['company_id', 'student_id', 'school_id', 'estado']);

  await withId(db, db.schema.createTable('internship_change_requests'))
    .addColumn('internship_id', 'integer', (c) => c.references('internships.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('accion', 'text', (c) => c.notNull())
    .addColumn('motivo_id', 'integer')
    .addColumn('descripcion', 'text')
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('pendiente'))
    .addColumn('datos', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'internship_change_requests', ['internship_id', 'company_id', 'requested_by_user_id']);
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ['internship_change_requests', 'education_requests', 'practice_requests', 'internships']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
