import type { TOfferFilters, TOfferKind } from '@portal/contracts/offers/offers.schemas';
import type { DataVersions } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { TtlCache } from '../../platform/ttl-cache';
import type { StudentAudience } from './student-profile.repository';

/**
 * Shared cache of student list pages and counts (SPEC §2 lists). What a page shows depends only on
 * the brand, the type, the page, the filters, the student's audience (group and university
 * degrees) and the offer data; students of one degree and group see the same lists, which is
 * what a campaign opening looks like (thousands of them reading page 1). So a page is cached under
 * all of those, the offer data by its version counter (bumped by triggers on every write,
 * migration 0006, and read with the session): a change is never served stale, on any instance.
 * The audience itself is cached per student under the 'audiences' version, so a cached page
 * costs no query beyond the session check. Entries live at most
 * `offerListCacheSeconds`, which bounds how late an offer appears or leaves when its publication
 * moment or expiry date passes. Filters that depend on the student beyond the audience ('omit
 * offers I applied to', 'matching my CV') are not cached.
 *
 * Measured in bench/README.md 'Offer list and search'.
 */
const MAX_ENTRIES = 5_000;

export interface ListCacheKeyParts {
  brandKey: string;
  tipo: TOfferKind;
  offersVersion: number;
  audience: StudentAudience;
  filters: TOfferFilters;
}

export function isCacheable(filters: TOfferFilters): boolean {
  return !filters.omitirInscritos && !filters.encajaCV;
}

/** The filters as parsed (the schema fixes the key order), so equal searches give equal keys. */
export function listCacheKey(parts: ListCacheKeyParts): string {
  const { audience } = parts;
  return [
    parts.brandKey,
    parts.tipo,
    parts.offersVersion,
    audience.grupo ?? '',
    audience.degreeIds.join(','),
    JSON.stringify(parts.filters),
  ].join('|');
}

export interface OfferListCache {
  pages: TtlCache<unknown>;
  audiences: TtlCache<StudentAudience | null>;
  versions: DataVersions;
}

const caches = new WeakMap<Db, Omit<OfferListCache, 'versions'>>();

/**
 * The caches of one database (so that test apps never share one), with the data versions the
 * request read; null when turned off or when the versions are unknown.
 */
export function offerListCacheFor(db: Db, seconds: number, versions: DataVersions | undefined): OfferListCache | null {
  if (seconds <= 0 || versions?.offers === undefined || versions.audiences === undefined) return null;
  let cache = caches.get(db);
  if (!cache) {
    cache = { pages: new TtlCache(seconds * 1000, MAX_ENTRIES), audiences: new TtlCache(seconds * 1000, MAX_ENTRIES) };
    caches.set(db, cache);
  }
  return { ...cache, versions };
}
