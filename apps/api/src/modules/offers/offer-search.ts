import { SEARCH_WORDS_MAX } from '@portal/contracts/offers/offers.schemas';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { FTS_ID_FACTOR } from '../../db/migrations/0004-offer-search';

/**
 * Full-text search over title, description and company (migration 0004-offer-search). The text
 * is folded the way both indexes fold it (lower case, no accents, letters and digits only).
 * Every word must appear: a word of 1 or 2 letters as a whole word, a longer one as the start
 * of a word, on its first 8 letters ('desarroll' finds 'desarrollo' and 'desarrollador';
 * 'sostenibilidad' finds 'sostenible' too, a cheap stand-in for stemming). The 8-letter cap
 * matches the SQLite prefix indexes, which keep the search lazy; PostgreSQL applies the same
 * rule so both engines answer the same offers. Only letters and digits reach the query syntax,
 * so user text can never form an FTS5 or tsquery operator.
 */
export const PREFIX_MIN = 3;
export const PREFIX_MAX = 8;

export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/**
 * True for a text that is not blank but has no letter or digit: LIKE wildcards ('%', '_'), the
 * escape character or other punctuation alone. Such a search matches no offer (issue #12 item 9).
 */
export function hasNothingSearchable(text: string | undefined): boolean {
  return text !== undefined && text.trim() !== '' && searchTerms(text).length === 0;
}

interface Term {
  text: string;
  prefix: boolean;
}

function terms(words: string[]): Term[] {
  return words.map((w) =>
    w.length < PREFIX_MIN ? { text: w, prefix: false } : { text: w.slice(0, PREFIX_MAX), prefix: true },
  );
}

/** FTS5 MATCH expression: `"word"*` terms joined by AND. */
export function ftsMatch(words: string[]): string {
  return terms(words)
    .map((t) => `"${t.text}"${t.prefix ? '*' : ''}`)
    .join(' AND ');
}

/** PostgreSQL tsquery text: `word:*` terms joined by &. */
export function tsQuery(words: string[]): string {
  return terms(words)
    .map((t) => `${t.text}${t.prefix ? ':*' : ''}`)
    .join(' & ');
}

/** The offer id of an FTS5 rowid (which packs the sort key above the id). */
export const FTS_OFFER_ID = sql.raw(`(f.rowid % ${FTS_ID_FACTOR})`);

/** PostgreSQL: the offer `o` matches every word (GIN index on search_vector). */
export function pgFullTextCondition(words: string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`o.search_vector @@ to_tsquery('simple', ${tsQuery(words)})`;
}

/**
 * SQLite, for counts: the offer `o` is among the matches. The `+` keeps the planner from
 * driving the count from the match list; it walks the list index and tests each offer.
 */
export function sqliteFullTextCondition(words: string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`+o.id IN (SELECT f.rowid % ${sql.raw(String(FTS_ID_FACTOR))} FROM offers_fts f WHERE f.offers_fts MATCH ${ftsMatch(words)})`;
}
