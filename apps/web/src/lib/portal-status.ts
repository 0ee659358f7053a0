import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicStatus } from '@portal/contracts/auth/auth.schemas';
import { api } from './api-client';

/** GET /api/Publico/estado: read by the maintenance guard (SPEC §2 Route guards). */
export const PORTAL_STATUS_PATH = '/api/Publico/estado';

export const portalStatusQuery = queryOptions({
  queryKey: ['portal-status'],
  queryFn: async (): Promise<TPublicStatus> =>
    (await api.get<TPublicStatus>(PORTAL_STATUS_PATH, { silent: true })).datos,
  // Re-read at most every 30 s while navigating, so maintenance starts for open tabs too.
  staleTime: 30_000,
  retry: false,
});

/** True only when the server says so: an unreachable status endpoint never locks users out. */
export function useMaintenance(): boolean {
  const { data } = useQuery(portalStatusQuery);
  return data?.mantenimiento === true;
}

/**
 * True only when the server has said maintenance is over. The maintenance page links home on
 * this, not on `!useMaintenance()`: while the status loads (or cannot be read) a link home led
 * straight back to the maintenance page (issue #12 item 21).
 */
export function useMaintenanceOver(): boolean {
  const { data } = useQuery(portalStatusQuery);
  return data?.mantenimiento === false;
}
