import type { TOfferFilters, TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { COMMON_FILTERS, TYPE_FILTERS, ZOfferFilters } from '@portal/contracts/offers/offers.schemas';

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

// ---- #16 part 2: filters, sort and page kept in the URL (shareable, bookmarkable, Back restores) ----

/** What the list API supports: no sort parameter, so the sorts are over the loaded offers (see offer-list-view). */
export const OFFER_SORTS = ['destacadas', 'recientes', 'relevancia'] as const;
export type TOfferSort = (typeof OFFER_SORTS)[number];

export interface TOfferListState {
  filters: TOfferFilters;
  sort: TOfferSort;
  /** Pages loaded ('load more' clicks + 1). */
  page: number;
}

const SORT_PARAM = 'orden';
const PAGE_PARAM = 'pagina';

/**
 * The URL's query → the list's state. Each filter is read on its own with the contracts' schema,
 * so a hand-edited or stale link keeps its valid filters and drops the rest.
 */
export function listStateFromParams(params: URLSearchParams, kind: TOfferKind): TOfferListState {
  const filters: Record<string, unknown> = {};
  for (const name of allowedFilters(kind)) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    const field = ZOfferFilters.shape[name];
    const parsed = field.safeParse(values.length === 1 ? values[0] : values);
    if (parsed.success && parsed.data !== undefined && parsed.data !== false) filters[name] = parsed.data;
  }
  const sortValue = params.get(SORT_PARAM);
  const sort = (OFFER_SORTS as readonly string[]).includes(sortValue ?? '') ? (sortValue as TOfferSort) : 'destacadas';
  const page = Math.min(Math.max(Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) || 1, 1), 50);
  return { filters: filters as TOfferFilters, sort, page };
}

/** The list's state → the URL's query (defaults left out, so a plain list keeps a plain URL). */
export function listStateToParams(state: TOfferListState, kind: TOfferKind): URLSearchParams {
  const params = filtersToParams(state.filters, kind);
  if (state.sort !== 'destacadas') params.set(SORT_PARAM, state.sort);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  return params;
}
