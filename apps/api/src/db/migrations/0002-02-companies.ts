import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/**
 * Companies, signers, contacts, work centres, billing accounts (SPEC §3 'Company registration',
 * 'Signer', 'Company contact', 'Fiscal account') and deregistration requests of either role.
 * Frozen once landed: changes go in a new file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function indexes(db: AnyDb, table: string, columns: string[]): Promise<void> {
  for (const c of columns) await db.schema.createIndex(`${table}_${c}_idx`).on(table).column(c).execute();
}

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('companies'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('nombre_comercial', 'text')
    .addColumn('cif', 'text', (c) => c.notNull())
    .addColumn('tipo_empresa', 'integer')
    .addColumn('tipo_sociedad', 'integer')
    .addColumn('sector_id', 'integer')
    .addColumn('rango_empleados_id', 'integer')
    .addColumn('rango_facturacion_id', 'integer')
    .addColumn('area_funcional_id', 'integer')
    .addColumn('web', 'text')
    .addColumn('email', 'text')
    .addColumn('telefono', 'text')
    .addColumn('iban', 'text')
    .addColumn('descripcion', 'text')
    .addColumn('logo_autorizado', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('logo_key', 'text')
    .addColumn('direccion', 'text')
    .addColumn('cp', 'text')
    .addColumn('localidad', 'text')
    .addColumn('locality_id', 'integer', (c) => c.references('localities.id'))
    .addColumn('province_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('anio_fundacion', 'integer')
    .addColumn('validated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('brand_key', 'text', (c) => c.notNull())
    .addColumn('requiere_envio_postal_facturas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_education_menu', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  // existeCIF / compruebaCIF look companies up by CIF; not unique (a group may share one).
  await indexes(db, 'companies', ['cif', 'locality_id', 'province_id', 'country_id', 'brand_key']);

  await db.schema
    .createTable('company_signers')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('nombre', 'text')
    .addColumn('apellidos', 'text')
    .addColumn('dni', 'text')
    .addColumn('cargo', 'text')
    .addColumn('email', 'text')
    .addColumn('telefono', 'text')
    .addColumn('updated_at', 'text')
    .execute();

  await withId(db, db.schema.createTable('company_contacts'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('apellidos', 'text', (c) => c.notNull())
    .addColumn('puesto', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('nick', 'text')
    .addColumn('telefono1', 'text')
    .addColumn('telefono2', 'text')
    .addColumn('departamento', 'text')
    .addColumn('titulacion', 'text')
    .addColumn('dni', 'text')
    .addColumn('localidad', 'text')
    .addColumn('id_localidad', 'integer', (c) => c.references('localities.id'))
    .addColumn('direccion', 'text')
    .addColumn('cp', 'text')
    .addColumn('nif', 'text')
    .addColumn('id_pais', 'integer', (c) => c.references('countries.id'))
    .addColumn('provincia', 'text')
    .addColumn('tipo_contacto', 'text', (c) => c.notNull().defaultTo('[9]'))
    .addColumn('anios_foro_empleo', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('recibir_informacion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('principal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await indexes(db, 'company_contacts', ['company_id', 'user_id', 'email', 'nick', 'id_localidad', 'id_pais']);

  await withId(db, db.schema.createTable('work_centres'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('direccion', 'text')
    .addColumn('cp', 'text')
    .addColumn('localidad', 'text')
    .addColumn('locality_id', 'integer', (c) => c.references('localities.id'))
    .addColumn('province_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('telefono', 'text')
    .addColumn('email', 'text')
    .addColumn('contact_id', 'integer', (c) => c.references('company_contacts.id').onDelete('set null'))
    .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await indexes(db, 'work_centres', ['company_id', 'locality_id', 'province_id', 'country_id', 'contact_id']);

  await withId(db, db.schema.createTable('billing_accounts'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('nombre_fiscal', 'text', (c) => c.notNull())
    .addColumn('cif', 'text', (c) => c.notNull())
    .addColumn('requiere_envio_postal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('domicilio_fiscal', 'text', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('provincia', 'text')
    .addColumn('poblacion', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('cp', 'text', (c) => c.notNull())
    .addColumn('domicilio_envio_postal', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'billing_accounts', ['company_id', 'province_id', 'country_id']);

  await withId(db, db.schema.createTable('deregistration_requests'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('motivo', 'text')
    .addColumn('datos', 'text')
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('pendiente'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await indexes(db, 'deregistration_requests', ['user_id', 'company_id']);
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    'deregistration_requests',
    'billing_accounts',
    'work_centres',
    'company_contacts',
    'company_signers',
    'companies',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
