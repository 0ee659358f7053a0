import {
  COMMON_FILTERS,
  TYPE_FILTERS,
  type TOfferFilters,
  type TOfferKind,
} from '@portal/contracts/offers/offers.schemas';
import { AppError } from '../../platform/app-error';
import { Status } from '@portal/contracts/status-names';

/** Filters that carry a value (false flags and empty lists are 'not set'), keys sorted. */
export function setFilters(filters: Partial<TOfferFilters>): Partial<TOfferFilters> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(filters).sort()) {
    const value = (filters as Record<string, unknown>)[key];
    if (value === undefined || value === false || value === '' || (Array.isArray(value) && value.length === 0))
      continue;
    out[key] = value;
  }
  return out as Partial<TOfferFilters>;
}

/** SPEC §9: each list offers its own filters besides the common ones; another list's filter is 15. */
export function assertFiltersFor(tipo: TOfferKind, filters: Partial<TOfferFilters>): void {
  const allowed = new Set<string>([...COMMON_FILTERS, ...TYPE_FILTERS[tipo]]);
  const wrong = Object.keys(setFilters(filters)).filter((k) => !allowed.has(k));
  if (wrong.length > 0)
    throw new AppError(Status.RequiredDataMissing, {
      datos: { campos: wrong.map((campo) => ({ campo, error: 'malformed' })) },
    });
}
