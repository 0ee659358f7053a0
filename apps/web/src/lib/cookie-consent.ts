import { useSyncExternalStore } from 'react';

/**
 * SPEC §2 cookie banner and §7: analytics loads only with analytics consent. The choice is kept
 * locally; `null` means the visitor has not chosen yet (the banner shows).
 */
export interface TCookieConsent {
  necessary: true;
  analytics: boolean;
  /** ISO date of the choice. */
  date: string;
}

export const CONSENT_KEY = 'portal.cookieConsent';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; value: TCookieConsent | null } = { raw: null, value: null };

function read(): TCookieConsent | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CONSENT_KEY);
  } catch {
    raw = null;
  }
  if (raw === cached.raw) return cached.value;
  let value: TCookieConsent | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<TCookieConsent>) : null;
    if (parsed && typeof parsed.analytics === 'boolean')
      value = { necessary: true, analytics: parsed.analytics, date: String(parsed.date ?? '') };
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

export function getCookieConsent(): TCookieConsent | null {
  return read();
}

export function saveCookieConsent(analytics: boolean): void {
  try {
    window.localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics, date: new Date().toISOString() }),
    );
  } catch {
    // Without storage the choice lasts for this page load only.
  }
  for (const listener of listeners) listener();
}

/** Asks again (footer 'cookie settings'). */
export function resetCookieConsent(): void {
  try {
    window.localStorage.removeItem(CONSENT_KEY);
  } catch {
    // Nothing stored.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieConsent(): TCookieConsent | null {
  return useSyncExternalStore(subscribe, getCookieConsent, getCookieConsent);
}
