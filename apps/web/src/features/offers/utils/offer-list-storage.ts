import type { TOfferKind } from '@portal/contracts/offers/offers.schemas';

const STORE_KEY = (kind: TOfferKind) => `portal.offerFilters.${kind}`;

/** SPEC §3 Filter state: the filters survive a visit to an offer and back (this tab only). */
export function readStoredFilters(kind: TOfferKind): string {
  try {
    return sessionStorage.getItem(STORE_KEY(kind)) ?? '';
  } catch {
    return '';
  }
}

export function storeFilters(kind: TOfferKind, query: string): void {
  try {
    sessionStorage.setItem(STORE_KEY(kind), query);
  } catch {
    // Without storage the filters live in the URL only.
  }
}
