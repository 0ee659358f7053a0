import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../schema-helpers';

/**
 * Offer lists and full-text search (SPEC §2 Offer list filters, §4 'sorted by highlighted date
 * (or date) descending'). Frozen once landed: changes go in a new file.
 *
 * - The student lists walk one partial index in their sort order, so page 1 reads ~10 rows
 *   whatever the number of offers; the index also covers the visibility rules, for counts.
 * - Full text over title, description and company name (none when the offer hides its company
 *   data), accents and case folded on both engines; words match as prefixes (offer-search.ts).
 * - SQLite: an FTS5 table kept in sync by triggers. Its rowid is not the offer id but the list's
 *   sort key: `seconds(COALESCE(fecha_destacada, published_at)) * 2^26 + id` (ids stay below
 *   2^26), so a search page reads FTS5 matches newest first and stops after one page, instead
 *   of collecting every match (measured: ~0.1 ms against ~5 ms for a word in 50,000 offers).
 *   Prefix indexes of 3 to 8 characters keep prefix queries lazy as well; detail=none and no
 *   content copy keep the index small (only single-word prefix queries are ever run).
 * - PostgreSQL: a tsvector column ('simple' configuration over accent-folded text) with a GIN
 *   index. The company name lives in another table, so a generated column cannot hold it:
 *   triggers on offers and companies keep the vector current.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The student lists: published offers of a brand and type in list order (the same expression as
 * the queries' ORDER BY, offers.repository.ts SORT_KEY). The trailing columns are those of the
 * visibility rules, so counting a list reads the index only, never the offers.
 */
const LIST_INDEX = sql`CREATE INDEX offers_student_list_idx ON offers
  (brand_key, tipo, (COALESCE(fecha_destacada, published_at)) DESC, id DESC, published_at, fecha_caducidad, preselected_student_id, student_group)
  WHERE estado = 'publicada'`;

/** Offer ids stay below 2^26 (67 million); the FTS rowid packs the sort key above them. */
export const FTS_ID_FACTOR = 67108864;

/** The FTS5 rowid of an offer row (`alias` new/old/o): list sort key in seconds, then id. */
const SQLITE_RANK = (alias: string) =>
  sql.raw(
    `(COALESCE(CAST(strftime('%s', COALESCE(${alias}.fecha_destacada, ${alias}.published_at)) AS INTEGER), 0) * ${FTS_ID_FACTOR} + ${alias}.id)`,
  );

const SQLITE_COMPANY_TEXT = (alias: string) =>
  sql.raw(
    `CASE WHEN ${alias}.ocultar_datos_empresa = 1 THEN '' ELSE COALESCE((SELECT COALESCE(c.nombre_comercial, '') || ' ' || c.nombre FROM companies c WHERE c.id = ${alias}.company_id), '') END`,
  );

async function upSqlite(db: AnyDb): Promise<void> {
  // Contentless: the text stays in offers and companies only (half the size); rows can still be deleted.
  await sql`CREATE VIRTUAL TABLE offers_fts USING fts5(titulo, descripcion, empresa,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '3 4 5 6 7 8', detail = none,
      content = '', contentless_delete = 1)`.execute(db);
  await sql`CREATE TRIGGER offers_fts_ai AFTER INSERT ON offers BEGIN
      INSERT INTO offers_fts (rowid, titulo, descripcion, empresa) VALUES (${SQLITE_RANK('new')}, new.titulo, new.descripcion, ${SQLITE_COMPANY_TEXT('new')});
    END`.execute(db);
  await sql`CREATE TRIGGER offers_fts_au AFTER UPDATE OF titulo, descripcion, company_id, ocultar_datos_empresa, fecha_destacada, published_at ON offers BEGIN
      DELETE FROM offers_fts WHERE rowid = ${SQLITE_RANK('old')};
      INSERT INTO offers_fts (rowid, titulo, descripcion, empresa) VALUES (${SQLITE_RANK('new')}, new.titulo, new.descripcion, ${SQLITE_COMPANY_TEXT('new')});
    END`.execute(db);
  await sql`CREATE TRIGGER offers_fts_ad AFTER DELETE ON offers BEGIN
      DELETE FROM offers_fts WHERE rowid = ${SQLITE_RANK('old')};
    END`.execute(db);
  // A contentless table takes no partial UPDATE: each offer of the company is indexed again.
  await sql`CREATE TRIGGER companies_offers_fts_au AFTER UPDATE OF nombre, nombre_comercial ON companies BEGIN
      DELETE FROM offers_fts WHERE rowid IN (SELECT ${SQLITE_RANK('o')} FROM offers o WHERE o.company_id = new.id AND o.ocultar_datos_empresa = 0);
      INSERT INTO offers_fts (rowid, titulo, descripcion, empresa)
        SELECT ${SQLITE_RANK('o')}, o.titulo, o.descripcion, COALESCE(new.nombre_comercial, '') || ' ' || new.nombre
        FROM offers o WHERE o.company_id = new.id AND o.ocultar_datos_empresa = 0;
    END`.execute(db);
  // Offers that existed before this migration.
  await sql`INSERT INTO offers_fts (rowid, titulo, descripcion, empresa)
      SELECT ${SQLITE_RANK('o')}, o.titulo, o.descripcion,
        CASE WHEN o.ocultar_datos_empresa = 1 THEN '' ELSE COALESCE(c.nombre_comercial, '') || ' ' || c.nombre END
      FROM offers o JOIN companies c ON c.id = o.company_id`.execute(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  // lower() folds only ASCII under the C locale, hence both cases in translate().
  await sql`CREATE FUNCTION portal_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT lower(translate(COALESCE(t, ''),
        'áàâäãåéèêëíìîïóòôöõúùûüçñÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑ',
        'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn'))
    $$`.execute(db);
  await sql`ALTER TABLE offers ADD COLUMN search_vector tsvector`.execute(db);
  await sql`CREATE FUNCTION offers_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_vector := to_tsvector('simple', portal_search_text(
        NEW.titulo || ' ' || COALESCE(NEW.descripcion, '') || ' ' ||
        CASE WHEN NEW.ocultar_datos_empresa = 1 THEN '' ELSE COALESCE(
          (SELECT COALESCE(c.nombre_comercial, '') || ' ' || c.nombre FROM companies c WHERE c.id = NEW.company_id), '') END));
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER offers_search_vector_biu BEFORE INSERT OR UPDATE OF titulo, descripcion, company_id, ocultar_datos_empresa
      ON offers FOR EACH ROW EXECUTE FUNCTION offers_search_vector_refresh()`.execute(db);
  // Naming company_id in SET fires the offers trigger, which recomputes each vector.
  await sql`CREATE FUNCTION companies_offers_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE offers SET company_id = company_id WHERE company_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER companies_offers_search_au AFTER UPDATE OF nombre, nombre_comercial
      ON companies FOR EACH ROW EXECUTE FUNCTION companies_offers_search_refresh()`.execute(db);
  await sql`UPDATE offers SET company_id = company_id`.execute(db);
  await sql`CREATE INDEX offers_search_vector_idx ON offers USING GIN (search_vector)`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  await LIST_INDEX.execute(db);
  // The lists read the student's degrees inside the page query; with thousands of students per
  // degree, PostgreSQL's semi-join probes (degree, student) pairs and needs both in one index.
  await db.schema
    .createIndex('student_studies_student_degree_idx')
    .on('student_studies')
    .columns(['student_id', 'degree_id'])
    .execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP INDEX IF EXISTS offers_student_list_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS student_studies_student_degree_idx`.execute(db);
  if (isPostgres(db)) {
    await sql`DROP TRIGGER IF EXISTS companies_offers_search_au ON companies`.execute(db);
    await sql`DROP FUNCTION IF EXISTS companies_offers_search_refresh()`.execute(db);
    await sql`DROP TRIGGER IF EXISTS offers_search_vector_biu ON offers`.execute(db);
    await sql`DROP FUNCTION IF EXISTS offers_search_vector_refresh()`.execute(db);
    await sql`DROP INDEX IF EXISTS offers_search_vector_idx`.execute(db);
    await sql`ALTER TABLE offers DROP COLUMN IF EXISTS search_vector`.execute(db);
    await sql`DROP FUNCTION IF EXISTS portal_search_text(text)`.execute(db);
  } else {
    for (const t of ['companies_offers_fts_au', 'offers_fts_ad', 'offers_fts_au', 'offers_fts_ai']) {
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(t)}`.execute(db);
    }
    await sql`DROP TABLE IF EXISTS offers_fts`.execute(db);
  }
}
