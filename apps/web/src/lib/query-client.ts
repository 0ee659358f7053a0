import { QueryClient } from '@tanstack/react-query';
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
    this.stopListening ??= onSessionEnd(() => this.clear());
  }

  override unmount(): void {
    super.unmount();
    this.stopListening?.();
    this.stopListening = undefined;
  }
}

export function createQueryClient(): QueryClient {
  return new SessionScopedQueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
