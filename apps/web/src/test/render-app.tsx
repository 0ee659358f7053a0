import './dom-polyfills';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TPublicBrand } from '@portal/contracts/brand';
import { buildRoutes } from '../app/router';
import type { TPageLoader } from '../app/pages';
import '../i18n';
import { BrandContextProvider } from '../lib/brand';
import { FALLBACK_BRAND } from '../lib/brand-fallback';
import { portalStatusQuery } from '../lib/portal-status';
import { createQueryClient } from '../lib/query-client';
import { startSession, type TSessionRole } from '../lib/session';
import { brandCssVariables, buildTheme } from '../shell/brand-theme';

/** A JWT-shaped token (unsigned) whose `exp` is `secondsFromNow` away. */
export function fakeToken(secondsFromNow = 3600, claims: Record<string, unknown> = {}): string {
  const b64 = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: Math.floor(Date.now() / 1000) + secondsFromNow, ...claims })}.sig`;
}

export function signIn(role: TSessionRole, datos: Record<string, unknown> = {}): string {
  const token = fakeToken();
  startSession(token, { nombre: role === 'student' ? 'Alumna' : 'Empresa', ...datos }, role);
  return token;
}

export function testBrand(overrides: Partial<TPublicBrand> & { flagsOn?: string[] } = {}): TPublicBrand {
  const { flagsOn = [], ...rest } = overrides;
  return {
    ...FALLBACK_BRAND,
    ...rest,
    flags: { ...FALLBACK_BRAND.flags, ...Object.fromEntries(flagsOn.map((flag) => [flag, true])), ...rest.flags },
  };
}

/** Page map for tests: every id renders `page:<id>`, so a test sees which route rendered. */
export function stubPages(ids: string[], extra: Record<string, TPageLoader> = {}): Record<string, TPageLoader> {
  const pages: Record<string, TPageLoader> = {};
  for (const id of ids) {
    pages[id] = () => Promise.resolve({ default: () => <p>page:{id}</p> });
  }
  return { ...pages, ...extra };
}

export function TestProviders({
  brand,
  queryClient,
  children,
}: {
  brand: TPublicBrand;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandContextProvider brand={brand}>
        <MantineProvider
          theme={buildTheme(brand, i18next.t('common:closeDialog'))}
          cssVariablesResolver={brandCssVariables(brand)}
          env="test"
        >
          {children}
        </MantineProvider>
      </BrandContextProvider>
    </QueryClientProvider>
  );
}

export interface TRenderAppOptions {
  path: string;
  brand?: TPublicBrand;
  maintenance?: boolean;
  pages?: Record<string, TPageLoader>;
  /** A cache the test filled first (the boot prefetch of #16 part 9). */
  queryClient?: QueryClient;
}

/** The whole routed app (shell, guards, lazy pages) at `path`, on a memory router. */
export function renderApp(
  opts: TRenderAppOptions,
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
  const brand = opts.brand ?? testBrand();
  const queryClient = opts.queryClient ?? createQueryClient();
  queryClient.setQueryData(portalStatusQuery.queryKey, { mantenimiento: opts.maintenance === true, version: 'test' });
  const router = createMemoryRouter(buildRoutes({ pages: opts.pages ?? stubPages([]) }), {
    initialEntries: [opts.path],
  });
  const result = render(
    <TestProviders brand={brand} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient };
}
