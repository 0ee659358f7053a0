import type { TFunction } from 'i18next';
import type { TOfferFilters } from '@portal/contracts/offers/offers.schemas';

/** A short line naming a filter set (history entries): the text searched and how many other filters. */
export function describeFilters(filters: TOfferFilters, t: TFunction<'offers'>): string {
  const others = Object.entries(filters).filter(
    ([name, v]) => name !== 'titulo' && v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0),
  ).length;
  const parts: string[] = [];
  if (filters.titulo) parts.push(`“${filters.titulo}”`);
  if (others > 0) parts.push(t('history.filters', { count: others }));
  return parts.length ? parts.join(' · ') : t('history.noFilters');
}
