import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * Practice programmes and adhesions of students and companies (SPEC §2 active programmes,
 * §9 dedication 80% and 12 months). Before offers and internships, which reference them.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function indexes(db: AnyDb, table: string, columns: string[]): Promise<void> {
  for (const c of columns) await db.schema.createIndex(`${table}_${c}_idx`).on(table).column(c).execute();
}

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('programmes'))
    .addColumn('nombre_es', 'text', (c) => c.notNull())
    .addColumn('nombre_ca', 'text', (c) => c.notNull())
    .addColumn('descripcion_es', 'text')
    .addColumn('descripcion_ca', 'text')
    .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('requiere_adhesion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dedicacion', 'integer')
    .addColumn('meses', 'integer')
    .addColumn('para_alumnos', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('para_empresas', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('brand_key', 'text')
    .addColumn('fecha_inicio', 'text')
    .addColumn('fecha_fin', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'programmes', ['activo', 'brand_key']);

  await withId(db, db.schema.createTable('programme_adhesions'))
    .addColumn('programme_id', 'integer', (c) => c.notNull().references('programmes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('solicitada'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One adhesion per student and per company (SPEC §8 code 64); NULLs never collide, so a
  // student adhesion sets user_id only and a company adhesion company_id only.
  await db.schema
    .createIndex('programme_adhesions_user_uq')
    .on('programme_adhesions')
    .columns(['programme_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('programme_adhesions_company_uq')
    .on('programme_adhesions')
    .columns(['programme_id', 'company_id'])
    .unique()
    .execute();
  await indexes(db, 'programme_adhesions', ['user_id', 'company_id', 'requested_by_user_id']);
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ['programme_adhesions', 'programmes']) await db.schema.dropTable(t).ifExists().execute();
}
