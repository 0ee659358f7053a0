import type { TOfferCard } from '@portal/contracts/offers/offers.schemas';

/** dd/mm/yyyy → yyyymmdd, comparable as text; '' when missing. */
function sortable(date: string | null): string {
  const m = date ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date) : null;
  return m ? `${m[3]}${m[2]}${m[1]}` : '';
}

/** SPEC §4: once every page is loaded, offers sort by highlighted date (or date), newest first. */
export function sortByHighlightedDate<T extends Pick<TOfferCard, 'fechaDestacada' | 'fecha'>>(
  offers: readonly T[],
): T[] {
  return offers
    .map((offer, index) => ({ offer, index, key: sortable(offer.fechaDestacada) || sortable(offer.fecha) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? 1 : -1))
    .map((entry) => entry.offer);
}

/** #16 part 2 'recientes': by publication date only, newest first (the API has no sort parameter). */
export function sortByDate<T extends Pick<TOfferCard, 'fecha'>>(offers: readonly T[]): T[] {
  return offers
    .map((offer, index) => ({ offer, index, key: sortable(offer.fecha) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? 1 : -1))
    .map((entry) => entry.offer);
}
