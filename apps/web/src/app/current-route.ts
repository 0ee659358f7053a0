import { useMatches } from 'react-router';
import { getRoute, type TRouteDef } from '@portal/contracts/routes';

/** The `handle` every table route carries in the router. */
export interface TRouteHandle {
  routeId: string;
}

function isRouteHandle(handle: unknown): handle is TRouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as TRouteHandle).routeId === 'string';
}

/** The SPEC §2 route definition of the page on screen (undefined outside the table). */
export function useCurrentRoute(): TRouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return getRoute(handle.routeId);
  }
  return undefined;
}
