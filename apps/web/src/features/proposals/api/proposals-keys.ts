import { useSession } from '../../../lib/session';

/** Root of every query of this feature: mutations invalidate the part they change. */
export const PROPOSALS_KEY = ['proposals'] as const;
/** The company's offers (lists, counts, details, candidates): what an offer change touches. */
export const COMPANY_OFFERS_KEY = [...PROPOSALS_KEY, 'company'] as const;
export const PRESELECTED_KEY = [...PROPOSALS_KEY, 'preselected'] as const;

/** A piece of the token: one user's cached offers never show to the next in this tab. */
export function useSessionTag(): string {
  const { token } = useSession();
  return token ? token.slice(-16) : '';
}
