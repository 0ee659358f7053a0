import { useSession } from '../../../lib/session';

/** Root of the company home's queries. */
export const COMPANY_HOME_KEY = ['home', 'company'] as const;

/** A piece of the token: one user's data never shows to the next in this tab. */
export function useSessionTag(): string {
  const { token } = useSession();
  return token ? token.slice(-16) : '';
}
