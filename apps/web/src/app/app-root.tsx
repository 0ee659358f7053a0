import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// The DOM RouterProvider wires ReactDOM.flushSync, which `navigate(to, { flushSync: true })` needs.
import { RouterProvider } from 'react-router/dom';
import type { TPublicBrand } from '@portal/contracts/brand';
import { applyInitialLanguage } from '../i18n';
import { BrandProvider, BrandSplash, useBrand } from '../lib/brand';
import { brandCssVariables, buildTheme } from '../shell/brand-theme';
import { isLocalhost } from '../lib/is-localhost';
import { createAppRouter } from './router';

/** SPEC §3 session state keeps the dark-mode flag locally. */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'portal.darkMode' });

/** Mantine themed from the brand's tokens; dark mode only exists on localhost (SPEC §2). */
export function BrandedMantine({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { t } = useTranslation('common');
  // Rebuilt when the language changes, so dialogs' close buttons speak it (#16 part 8).
  const closeLabel = t('closeDialog');
  const theme = useMemo(() => buildTheme(brand, closeLabel), [brand, closeLabel]);
  const cssVariablesResolver = useMemo(() => brandCssVariables(brand), [brand]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      forceColorScheme={isLocalhost() ? undefined : 'light'}
    >
      {children}
    </MantineProvider>
  );
}

function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

/**
 * SPEC §1: the stored language, else the brand's default. The splash stays until that language's
 * shell catalogues are loaded (they load on demand, ADR 0004), so no raw key ever shows.
 */
function LanguageGate({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // A catalogue that fails to load still lets the app render (i18next shows the keys).
    void applyInitialLanguage(brand.defaultLanguage)
      .catch(() => undefined)
      .then(() => {
        // #16 part 9: the whole shell and page render here; as a transition React renders them in
        // slices and lets the browser breathe between them (this was one long task).
        if (live) startTransition(() => setReady(true));
      });
    return () => {
      live = false;
    };
  }, [brand.defaultLanguage]);
  return ready ? <>{children}</> : <BrandSplash />;
}

/** Query cache, then the brand and its language (splash until loaded), then the themed app and its router. */
export function AppRoot({ queryClient, initialBrand }: { queryClient: QueryClient; initialBrand?: TPublicBrand }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider initialBrand={initialBrand}>
        <LanguageGate>
          <BrandedMantine>
            <AppRouter />
          </BrandedMantine>
        </LanguageGate>
      </BrandProvider>
    </QueryClientProvider>
  );
}
