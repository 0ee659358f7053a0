import { ANALYTICS_SCRIPT_ID } from './analytics';

/** SPEC §7: bootstraps the Google tag once (no inline script: the CSP allows this bundle's origin only). */
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
