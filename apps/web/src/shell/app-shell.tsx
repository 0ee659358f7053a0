import { Container } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentRoute } from '../app/current-route';
import { useBrand } from '../lib/brand';
import { useCookieConsent } from '../lib/cookie-consent';
import { useSession } from '../lib/session';
import { clearOnRouteChange } from '../lib/error-popup-store';
import { registerNavigate } from '../lib/navigation';
import { PageTitle } from '../ui/page-title';
import { useAnalytics } from './analytics';
import { Breadcrumb } from './breadcrumb';
import { CookieBanner } from './cookie-banner';
import { ErrorPopup } from './error-popup';
import { Footer } from './footer';
import { Header } from './header';

// Signed-in only, with its 'surveys' catalogue and dialog: no part of /login (ADR 0004).
const MandatorySurveysGate = lazy(() =>
  import('./mandatory-surveys-gate').then((mod) => ({ default: mod.MandatorySurveysGate })),
);
// #16 part 1: the always-visible sections of wide screens, signed-in only (ADR 0004).
const SectionNav = lazy(() => import('./menu-drawer-panel').then((mod) => ({ default: mod.SectionNav })));
const StudentDataPopups = lazy(() =>
  import('./student-data-popups').then((mod) => ({ default: mod.StudentDataPopups })),
);

/** Keeps the favicon on the brand's (SPEC §1: logos come from the brand). */
function useFavicon(href: string): void {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href;
  }, [href]);
}

/** The layout every route renders in (SPEC §2 Shell), with landmarks and a skip link. */
export function AppShell() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const location = useLocation();
  const consent = useCookieConsent();
  const { isAuthenticated } = useSession();
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    registerNavigate((to, opts) => void navigate(to, opts));
    return () => registerNavigate(null);
  }, [navigate]);

  useEffect(() => {
    // SPEC §4: the error popup is cleared on route change, except code 2.
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    clearOnRouteChange();
    window.scrollTo?.(0, 0);
  }, [location.pathname]);

  useAnalytics(brand.analytics, consent?.analytics === true);
  useFavicon(brand.logos.favicon);

  // An English page's title comes from the en catalogue, loaded when such a page opens (ADR 0004).
  const { t: routeT, ready: routeTextsReady } = useTranslation('shell', { lng: route?.lang, useSuspense: false });
  const title = route && routeTextsReady ? routeT(route.titleKey) : '';
  return (
    <div className="portal-app">
      <a href="#main-content" className="portal-skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <SectionNav />
        </Suspense>
      )}
      <Container size="lg" className="portal-content">
        <Breadcrumb route={route} />
        <main id="main-content" tabIndex={-1} lang={route?.lang}>
          <PageTitle title={title} />
          <Outlet />
        </main>
      </Container>
      <Footer />
      <CookieBanner />
      <ErrorPopup />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <MandatorySurveysGate />
          <StudentDataPopups />
        </Suspense>
      )}
    </div>
  );
}
