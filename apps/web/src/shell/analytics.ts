import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC §7: the analytics script (Google tag) loads only when the brand has an analytics id AND the
 * visitor gave analytics consent. No inline script: the CSP allows only this origin and
 * www.googletagmanager.com, so the tag is bootstrapped from this bundle.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const ANALYTICS_SCRIPT_ID = 'portal-analytics';

export function useAnalytics(id: string | null | undefined, consent: boolean): void {
  const location = useLocation();
  const enabled = Boolean(id) && consent;
  useEffect(() => {
    // The tag's bootstrap loads only with consent (issue #16 part 9: not part of /login's first load).
    if (enabled && id) void import('./analytics-tag').then((tag) => tag.loadAnalytics(id));
  }, [enabled, id]);
  useEffect(() => {
    if (enabled && window.gtag) window.gtag('event', 'page_view', { page_path: location.pathname });
  }, [enabled, location.pathname]);
}
