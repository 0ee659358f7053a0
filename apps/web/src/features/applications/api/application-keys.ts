import { useSession } from '../../../lib/session';

/** Root of the applications queries (the offers feature invalidates it after enrolling). */
export const APPLICATIONS_KEY = ['applications'] as const;

export function useSessionTag(): string {
  const { token } = useSession();
  return token ? token.slice(-16) : '';
}
