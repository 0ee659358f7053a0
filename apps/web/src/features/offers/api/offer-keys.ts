import { useSession } from '../../../lib/session';

/** Root of every offers query; saved searches and history have their own roots (they change apart). */
export const OFFERS_KEY = ['offers'] as const;
export const SAVED_SEARCHES_KEY = ['offers', 'saved-searches'] as const;
export const SEARCH_HISTORY_KEY = ['offers', 'search-history'] as const;

/** A piece of the token: one student's lists never show to the next in this tab. */
export function useSessionTag(): string {
  const { token } = useSession();
  return token ? token.slice(-16) : '';
}
