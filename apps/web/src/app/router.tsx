import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES, routePaths, type TRouteDef } from '@portal/contracts/routes';
import { AppShell } from '../shell/app-shell';
import type { TRouteHandle } from './current-route';
import { LazyPage, lazyPage } from './lazy-page';
import { pages as defaultPages, type TPageLoader } from './pages';
import { RouteGuard } from './route-guard';

/**
 * react-router routes built from the SPEC §2 table: every path and alias of a route renders the
 * same guarded, lazily loaded page inside the shell; unknown paths go home.
 */
export function buildRoutes(opts: { pages?: Readonly<Record<string, TPageLoader>>; routes?: readonly TRouteDef[] } = {}): RouteObject[] {
  const pages = opts.pages ?? defaultPages;
  const table = opts.routes ?? ROUTES;
  const children: RouteObject[] = table.flatMap((route) => {
    const loader = pages[route.id];
    const page = loader ? lazyPage(loader) : null;
    return routePaths(route).map((path) => ({
      path,
      handle: { routeId: route.id } satisfies TRouteHandle,
      element: (
        <RouteGuard route={route}>
          <LazyPage routeId={route.id} page={page} />
        </RouteGuard>
      ),
    }));
  });
  // SPEC §2: unknown paths redirect to home.
  children.push({ path: '*', element: <Navigate to="/" replace /> });
  return [{ element: <AppShell />, children }];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
