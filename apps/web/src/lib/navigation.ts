/**
 * Navigation for code outside React (the API client ending a session). The router registers its
 * `navigate`; a navigation asked for before that waits for it (no full page reload).
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;
let pending: { to: string; opts?: { replace?: boolean } } | null = null;

export function registerNavigate(fn: Navigate | null): void {
  navigateImpl = fn;
  if (fn && pending) {
    const { to, opts } = pending;
    pending = null;
    fn(to, opts);
  }
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, opts);
  else pending = { to, opts };
}

const RETURN_KEY = 'portal.returnPath';

/** SPEC §2 Route guards: remembers the page an anonymous user wanted, for after sign-in. */
export function rememberReturnPath(path: string): void {
  try {
    if (path && path.startsWith('/') && !path.startsWith('/login') && path !== '/logout') {
      window.sessionStorage.setItem(RETURN_KEY, path);
    }
  } catch {
    // Storage may be unavailable (private mode); the user then lands on home.
  }
}

/** The remembered path (once): sign-in pages navigate there after success, else to `fallback`. */
export function consumeReturnPath(fallback = '/'): string {
  try {
    const path = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
  } catch {
    return fallback;
  }
}
