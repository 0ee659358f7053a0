import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES, routePaths, type TRouteDef } from '@portal/contracts/routes';
import { AppShell } from '../shell/app-shell';
import type { TRouteHandle } from './current-route';
import { LazyPage, lazyPage } from './lazy-page';
import { pages as defaultPages, type TPageLoader } from './pages';
import { RouteGuard } from './route-guard';

// The office console (issue #14) loads through one chunk of its own, never part of the student and
// company bundles: its frames and its pages (office/office-entry.tsx).
const OfficeRoot = lazy(() => import('../office/office-entry'));
const officePage =
  (id: string): TPageLoader =>
  () =>
    import('../office/office-entry').then((mod) => mod.officePages[id]());

/**
 * react-router routes built from the SPEC §2 table: every path and alias of a route renders the
 * same guarded, lazily loaded page inside the shell; unknown paths go home.
 */
export function buildRoutes(
  opts: { pages?: Readonly<Record<string, TPageLoader>>; routes?: readonly TRouteDef[] } = {},
): RouteObject[] {
  const pages = opts.pages ?? defaultPages;
  const table = opts.routes ?? ROUTES;
  const toRoutes = (route: TRouteDef): RouteObject[] => {
    const loader = pages[route.id] ?? (route.area === 'office' ? officePage(route.id) : undefined);
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
  };
  const children = table.filter((route) => route.area !== 'office').flatMap(toRoutes);
  // SPEC §2: unknown paths redirect to home.
  children.push({ path: '*', element: <Navigate to="/" replace /> });
  const office = table.filter((route) => route.area === 'office');
  return [
    { element: <AppShell />, children },
    // The console's sign-in and password pages, then its pages inside the side-navigation layout.
    {
      element: (
        <Suspense fallback={null}>
          <OfficeRoot frame="public" />
        </Suspense>
      ),
      children: office.filter((route) => route.access !== 'staff').flatMap(toRoutes),
    },
    {
      element: (
        <Suspense fallback={null}>
          <OfficeRoot frame="staff" />
        </Suspense>
      ),
      children: office.filter((route) => route.access === 'staff').flatMap(toRoutes),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
