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

export function loadAnalytics(id: string): void {
  if (document.getElementById(ANALYTICS_SCRIPT_ID)) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads Arguments objects from the data layer, not arrays.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  } as (...args: unknown[]) => void;
  window.gtag('js', new Date());
  window.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.id = ANALYTICS_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

export function useAnalytics(id: string | null | undefined, consent: boolean): void {
  const location = useLocation();
  const enabled = Boolean(id) && consent;
  useEffect(() => {
    if (enabled && id) loadAnalytics(id);
  }, [enabled, id]);
  useEffect(() => {
    if (enabled && window.gtag) window.gtag('event', 'page_view', { page_path: location.pathname });
  }, [enabled, location.pathname]);
}
