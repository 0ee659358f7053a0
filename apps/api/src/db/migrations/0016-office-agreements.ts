import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from '../schema-helpers';

/**
 * The office's agreements area (issue #14 '4. Agreements'). Frozen once landed: changes go in a new file.
 * - `agreement_signers`: any number of signers per side (empresa, universidad), each with the date they signed;
 * - `estado_desde`: when the agreement entered its state (the queues' 'days waiting'), kept by triggers on
 *   both engines so that every writer (the company's upload, the office, the expiry job) keeps it right;
 * - `observaciones_ca`: the Catalan text of the office's Erróneo reason, beside `observaciones` (Spanish);
 * - `firma_fuera_fecha` / `firma_fuera_por`: formalised by a signature outside the portal;
 * - the queue index: one brand's agreements in one state, oldest in the state first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('agreement_signers'))
    .addColumn('agreement_id', 'integer', (c) => c.notNull().references('agreements.id').onDelete('cascade'))
    /** 'empresa' | 'universidad'. */
    .addColumn('lado', 'text', (c) => c.notNull())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('cargo', 'text')
    .addColumn('email', 'text')
    .addColumn('fecha_firma', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agreement_signers_agreement_idx')
    .on('agreement_signers')
    .columns(['agreement_id', 'fecha_firma'])
    .execute();
  await db.schema
    .createIndex('agreement_signers_created_by_idx')
    .on('agreement_signers')
    .column('created_by_user_id')
    .execute();

  for (const column of ['estado_desde', 'observaciones_ca', 'firma_fuera_fecha', 'firma_fuera_por']) {
    await db.schema.alterTable('agreements').addColumn(column, 'text').execute();
  }
  await db
    .updateTable('agreements')
    .set({ estado_desde: sql`COALESCE(updated_at, created_at)` })
    .execute();
  await db.schema
    .createIndex('agreements_brand_state_since_idx')
    .on('agreements')
    .columns(['brand_key', 'estado', 'estado_desde', 'id'])
    .execute();

  if (isPostgres(db)) {
    await sql`CREATE FUNCTION agreements_estado_desde() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          IF NEW.estado_desde IS NULL THEN NEW.estado_desde := COALESCE(NEW.updated_at, NEW.created_at); END IF;
        ELSIF NEW.estado IS DISTINCT FROM OLD.estado THEN
          NEW.estado_desde := COALESCE(NULLIF(NEW.updated_at, OLD.updated_at),
            to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
        END IF;
        RETURN NEW;
      END $$`.execute(db);
    await sql`CREATE TRIGGER agreements_estado_desde BEFORE INSERT OR UPDATE ON agreements
      FOR EACH ROW EXECUTE FUNCTION agreements_estado_desde()`.execute(db);
    return;
  }
  await sql`CREATE TRIGGER agreements_estado_desde_insert AFTER INSERT ON agreements
    WHEN NEW.estado_desde IS NULL BEGIN
      UPDATE agreements SET estado_desde = COALESCE(NEW.updated_at, NEW.created_at) WHERE id = NEW.id;
    END`.execute(db);
  await sql`CREATE TRIGGER agreements_estado_desde_update AFTER UPDATE OF estado ON agreements
    WHEN NEW.estado IS NOT OLD.estado BEGIN
      UPDATE agreements SET estado_desde = COALESCE(NULLIF(NEW.updated_at, OLD.updated_at),
        strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) WHERE id = NEW.id;
    END`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS agreements_estado_desde ON agreements`.execute(db);
    await sql`DROP FUNCTION IF EXISTS agreements_estado_desde()`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS agreements_estado_desde_insert`.execute(db);
    await sql`DROP TRIGGER IF EXISTS agreements_estado_desde_update`.execute(db);
  }
  await db.schema.dropIndex('agreements_brand_state_since_idx').execute();
  for (const column of ['firma_fuera_por', 'firma_fuera_fecha', 'observaciones_ca', 'estado_desde']) {
    await db.schema.alterTable('agreements').dropColumn(column).execute();
  }
  await db.schema.dropTable('agreement_signers').ifExists().execute();
}
