import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * Reference lists of SPEC §3 'Domain lists' (countries, provinces, islands, localities, campuses,
 * degrees, schools and the generic `domain_items`). Later migrations reference these by id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('countries'))
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_ca', 'text', (c) => c.notNull())
    .addColumn('iso2', 'text', (c) => c.notNull().unique())
    .addColumn('eu', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('provinces'))
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_ca', 'text', (c) => c.notNull())
    .addColumn('has_islands', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('islands'))
    .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ca', 'text')
    .execute();
  await db.schema.createIndex('islands_province_idx').on('islands').column('province_id').execute();

  await withId(db, db.schema.createTable('localities'))
    .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('localities_province_idx').on('localities').column('province_id').execute();

  await withId(db, db.schema.createTable('campuses'))
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_ca', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('degrees'))
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_ca', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('area_id', 'integer', (c) => c.notNull())
    .addColumn('campus_id', 'integer', (c) => c.notNull().references('campuses.id'))
    .addColumn('two_year', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('degrees_campus_idx').on('degrees').column('campus_id').execute();

  await db.schema
    .createTable('domain_items')
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('name_ca', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('extra', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('domain_items_pk', ['list', 'id'])
    .execute();

  await withId(db, db.schema.createTable('schools'))
    .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('schools_province_idx').on('schools').column('province_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'schools',
    'domain_items',
    'degrees',
    'campuses',
    'localities',
    'islands',
    'provinces',
    'countries',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
