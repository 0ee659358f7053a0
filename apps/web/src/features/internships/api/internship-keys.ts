import { useSession } from '../../../lib/session';

export const INTERNSHIPS_KEY = ['internships'] as const;

export function useSessionTag(): string {
  const { token } = useSession();
  return token ? token.slice(-16) : '';
}
