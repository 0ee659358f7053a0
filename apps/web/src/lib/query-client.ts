import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { officeSessionScope, onOfficeSessionEnd } from '../office/office-session';
import { onSessionEnd } from './session';

/**
 * Server state lives in TanStack Query (DESIGN stack). No automatic retries: a failed call has
 * already shown its popup, and a retry would show it again.
 *
 * The one place where server state is dropped when a session ends, whatever ended it (logout,
 * expiry, a 401, maintenance, another tab): while a client is mounted, every session end clears
 * it, so the next person on a shared computer never sees the previous one's CV (issue #12 item 5).
 */
class SessionScopedQueryClient extends QueryClient {
  private stopListening: (() => void) | undefined;

  override mount(): void {
    super.mount();
    if (!this.stopListening) {
      // The office console's session is a second one on the tab (office/office-session.ts): its
      // end clears the cache too, so that the next staff member never sees the previous one's lists.
      const stops = [onSessionEnd(() => this.clear()), onOfficeSessionEnd(() => this.clear())];
      this.stopListening = () => stops.forEach((stop) => stop());
    }
  }

  override unmount(): void {
    super.unmount();
    this.stopListening?.();
    this.stopListening = undefined;
  }
}

/**
 * The console's query keys all start with 'office' (features/office/**); their cache entries carry
 * the console session's tag besides, so that an answer still in flight when a session ends lands
 * under the old session and is never shown to the next one.
 */
export function queryKeyHash(queryKey: QueryKey): string {
  return hashKey(queryKey[0] === 'office' ? [...queryKey, { officeSession: officeSessionScope() }] : queryKey);
}

export function createQueryClient(): QueryClient {
  return new SessionScopedQueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, queryKeyHashFn: queryKeyHash },
      mutations: { retry: false },
    },
  });
}
