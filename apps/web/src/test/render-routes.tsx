import { render } from '@testing-library/react';
import { createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { TPublicBrand } from '@portal/contracts/brand';
import { ROUTES, routePaths } from '@portal/contracts/routes';
import { createQueryClient } from '../lib/query-client';
import { ErrorPopup } from '../shell/error-popup';
import { testBrand, TestProviders } from './render-app';

/**
 * The route table with a feature's pages (others render `page:<id>`) under a bare layout: the
 * error popup and nothing else of the shell, so that a test depends on its own area only
 * (`renderApp` renders the whole shell instead).
 */
export function renderRoutes(opts: {
  path: string;
  pages: Record<string, ComponentType>;
  brand?: TPublicBrand;
  layout?: ReactNode;
}) {
  const children = ROUTES.flatMap((route) =>
    routePaths(route).map((path) => ({
      path,
      handle: { routeId: route.id },
      element: opts.pages[route.id] ? createElement(opts.pages[route.id]) : <p>page:{route.id}</p>,
    })),
  );
  const layout = (
    <>
      {opts.layout}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <ErrorPopup />
    </>
  );
  const router = createMemoryRouter([{ element: layout, children }], { initialEntries: [opts.path] });
  const queryClient = createQueryClient();
  render(
    <TestProviders brand={opts.brand ?? testBrand()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, queryClient };
}
