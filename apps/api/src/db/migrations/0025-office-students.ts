import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * Students in the office console (issue #15 'Students'):
 * - `student_imports`: each CSV import with its file, counts and report (dry run, then apply);
 * - `users_brand_role_names_idx` (brand_key, role, apellidos, nombre, id): the brand's students
 *   sorted by name are read in index order and a page stops early;
 * - `users_brand_role_created_idx` (brand_key, role, created_at, id): sorted by sign-up date;
 * - `students_promotion_idx`: the graduation-year filter.
 * The degree filter's EXISTS and the import's look-up of a student's degrees use
 * `student_studies_student_degree_idx` (0004); DNI and e-mail look-ups `students_dni_idx` (0002)
 * and the unique login.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('student_imports'))
    .addColumn('brand_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('to_create', 'integer', (c) => c.notNull())
    .addColumn('to_update', 'integer', (c) => c.notNull())
    .addColumn('unchanged', 'integer', (c) => c.notNull())
    .addColumn('errors', 'integer', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('send_invites', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('applied_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('applied_at', 'text')
    .execute();
  await db.schema
    .createIndex('student_imports_brand_created_idx')
    .on('student_imports')
    .columns(['brand_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('users_brand_role_names_idx')
    .on('users')
    .columns(['brand_key', 'role', 'apellidos', 'nombre', 'id'])
    .execute();
  await db.schema
    .createIndex('users_brand_role_created_idx')
    .on('users')
    .columns(['brand_key', 'role', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('students_promotion_idx').on('students').column('anio_promocion').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('students_promotion_idx').execute();
  await db.schema.dropIndex('users_brand_role_created_idx').execute();
  await db.schema.dropIndex('users_brand_role_names_idx').execute();
  await db.schema.dropIndex('student_imports_brand_created_idx').execute();
  await db.schema.dropTable('student_imports').execute();
}
