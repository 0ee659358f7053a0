import type { Db } from '../../../platform/db';
import { TtlCache } from '../../../platform/ttl-cache';
import type { OfficeOfferFilter } from './offers.repository';

/**
 * Shared cache of the office's offer queues (issue #14 'Done when': benchmarks; bench/README.md
 * 'Office queues'): the count of a queue (its state, type and search, whatever the sort or page)
 * and the ids of one page, keyed by the brand, the filters and the 'offers' data version
 * (migration 0006: bumped by triggers on every write to offers, their degrees and labels, and to
 * company names, whoever writes). Every signed-in request reads that version from the database
 * with its session (platform/session-state.ts), so a decision taken on any instance changes the
 * key of the next request on every instance: a cached answer is never served after a change it
 * depends on. The rows of a page are read fresh by id on every request. What a queue holds does
 * not depend on the clock, so entries live `seconds` only to bound the memory of old versions.
 * Several staff members of one brand read the same queues; counting 75,000 published offers,
 * or matching a word over 8,000 titles and 2,000 company names, is then paid once per change.
 */
const MAX_ENTRIES = 2_000;

interface OfferQueueCache {
  counts: TtlCache<number>;
  pages: TtlCache<number[]>;
  version: number;
}

const caches = new WeakMap<Db, Omit<OfferQueueCache, 'version'>>();

/** The caches of one database (test apps never share one); null when turned off or the version is unknown. */
export function offerQueueCacheFor(db: Db, seconds: number, version: number | undefined): OfferQueueCache | null {
  if (seconds <= 0 || version === undefined) return null;
  let cache = caches.get(db);
  if (!cache) {
    cache = { counts: new TtlCache(seconds * 1000, MAX_ENTRIES), pages: new TtlCache(seconds * 1000, MAX_ENTRIES) };
    caches.set(db, cache);
  }
  return { ...cache, version };
}

/** The key of a queue's count: everything that decides which offers are in it, and the data version. */
export function countKey(version: number, f: OfficeOfferFilter): string {
  return JSON.stringify([version, f.brandKey, f.estado, f.tipo ?? null, f.q ?? null]);
}

/** The key of one page: the queue, its order and the page's window. */
export function pageKey(version: number, f: OfficeOfferFilter): string {
  return JSON.stringify([version, f.brandKey, f.estado, f.tipo ?? null, f.q ?? null, f.orden, f.limit, f.offset]);
}
