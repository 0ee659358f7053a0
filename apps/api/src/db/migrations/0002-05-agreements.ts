import type { Kysely } from 'kysely';
import { withId } from '../schema-helpers';

/** Collaboration agreements (SPEC §4 'Agreement (convenio) states'). Frozen once landed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('agreements'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('codigo', 'text', (c) => c.notNull().unique())
    .addColumn('brand_key', 'text', (c) => c.notNull())
    .addColumn('fecha_solicitud', 'text', (c) => c.notNull())
    .addColumn('fecha_firma', 'text')
    .addColumn('fecha_caducidad', 'text')
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('apellidos', 'text', (c) => c.notNull())
    .addColumn('dni', 'text', (c) => c.notNull())
    .addColumn('cargo', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('fecha_escritura', 'text')
    .addColumn('notario', 'text')
    .addColumn('localidad_notario', 'text')
    .addColumn('observaciones', 'text')
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  // dameConveniosEmpresa and dameDetalleUltimoConvenioEmpresa: a company's agreements, newest first.
  await db.schema
    .createIndex('agreements_company_solicitud_idx')
    .on('agreements')
    .columns(['company_id', 'fecha_solicitud'])
    .execute();
  await db.schema.createIndex('agreements_estado_idx').on('agreements').column('estado').execute();
  await db.schema
    .createIndex('agreements_requested_by_user_id_idx')
    .on('agreements')
    .column('requested_by_user_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('agreements').ifExists().execute();
}
