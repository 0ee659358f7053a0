/**
 * Full-text search of offers (SPEC §2 Offer list filters 'name'; migration 0004-offer-search).
 * On SQLite an FTS5 table kept in sync by triggers, whose rowid packs the list sort key and the
 * offer id (`rowid % FTS_ID_FACTOR` is the id). On PostgreSQL
 * there is no table: `offers.search_vector` (tsvector, GIN index) is kept by triggers and read
 * through raw SQL only, so it is not part of the Kysely types.
 */
export interface OfferFtsRow {
  /** seconds(COALESCE(fecha_destacada, published_at)) * FTS_ID_FACTOR + offers.id. */
  rowid: number;
  titulo: string;
  descripcion: string;
  /** Trade and legal name of the company; empty when the offer hides its company data. */
  empresa: string;
}

export interface SearchTables {
  offers_fts: OfferFtsRow;
}
