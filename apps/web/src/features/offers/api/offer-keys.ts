/** Root of every offers query; saved searches and history have their own roots (they change apart). */
export const OFFERS_KEY = ['offers'] as const;
export const SAVED_SEARCHES_KEY = ['offers', 'saved-searches'] as const;
export const SEARCH_HISTORY_KEY = ['offers', 'search-history'] as const;
