/** Root of every query of this feature: mutations invalidate the part they change. */
export const PROPOSALS_KEY = ['proposals'] as const;
/** The company's offers (lists, counts, details, candidates): what an offer change touches. */
export const COMPANY_OFFERS_KEY = [...PROPOSALS_KEY, 'company'] as const;
export const PRESELECTED_KEY = [...PROPOSALS_KEY, 'preselected'] as const;
