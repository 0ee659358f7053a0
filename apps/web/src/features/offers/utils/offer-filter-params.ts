import type { TOfferFilters, TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { COMMON_FILTERS, TYPE_FILTERS } from '@portal/contracts/offers/offers.schemas';

/** The filters a list of this kind accepts (SPEC §2 common ones plus SPEC §9 per type). */
export function allowedFilters(kind: TOfferKind): ReadonlySet<keyof TOfferFilters> {
  return new Set<keyof TOfferFilters>([...COMMON_FILTERS, ...TYPE_FILTERS[kind]]);
}

/**
 * SPEC §2 Offer list filters → the query string of the list, count and matching calls. Empty values
 * are left out; lists go as `a=1&a=2`; flags only when on; filters of another type are dropped
 * (the API answers 15 for them).
 */
export function filtersToParams(filters: TOfferFilters, kind: TOfferKind): URLSearchParams {
  const params = new URLSearchParams();
  const allowed = allowedFilters(kind);
  for (const [name, value] of Object.entries(filters) as Array<[keyof TOfferFilters, unknown]>) {
    if (!allowed.has(name) || value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== '' && item !== null && item !== undefined) params.append(name, String(item));
    } else if (typeof value === 'boolean') {
      if (value) params.append(name, '1');
    } else if (typeof value === 'string') {
      if (value.trim() !== '') params.append(name, value.trim());
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      params.append(name, String(value));
    }
  }
  return params;
}

/** `?…` for a path, or '' when no filter is set. */
export function filtersQuery(filters: TOfferFilters, kind: TOfferKind): string {
  const query = filtersToParams(filters, kind).toString();
  return query ? `?${query}` : '';
}

/** Whether any filter is set (the history and the 'clear' button use it). */
export function hasFilters(filters: TOfferFilters, kind: TOfferKind): boolean {
  return filtersToParams(filters, kind).toString() !== '';
}

/** A stored filter set (saved search, history) read back, keeping only known, well-typed values. */
export function storedFilters(raw: Record<string, unknown>, kind: TOfferKind): TOfferFilters {
  const allowed = allowedFilters(kind);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!allowed.has(name as keyof TOfferFilters) || value === null || value === undefined) continue;
    if (Array.isArray(value)) out[name] = value.filter((v) => typeof v === 'number' || typeof v === 'string');
    else if (typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number') out[name] = value;
  }
  return out as TOfferFilters;
}
