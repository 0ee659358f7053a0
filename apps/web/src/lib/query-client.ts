import { QueryClient } from '@tanstack/react-query';

/**
 * Server state lives in TanStack Query (DESIGN stack). No automatic retries: a failed call has
 * already shown its popup, and a retry would show it again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
