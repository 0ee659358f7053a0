/**
 * Where the console's sign-in returns (SPEC §2 Route guards): the guard remembers the console page
 * asked for, and sign-in goes back there, else to the dashboard. Only a same-origin console path is
 * kept (`/gestion...` or `/gestio...`): never an absolute URL, `//host` or a backslash trick, so a
 * crafted link cannot send a freshly signed-in staff member elsewhere.
 */
const RETURN_KEY = 'portal.office.returnPath';

const CONSOLE_PATH = /^\/gesti(?:on|o)(?:[/?#]|$)/;
const SIGN_IN_PAGES =
  /^\/gesti(?:on|o)\/(?:login|establecer-contrasena|restablecer-contrasena|establir-contrasenya|restablir-contrasenya)(?:[/?#]|$)/;

/** A console path to return to, or null for anything else. */
export function safeOfficePath(path: unknown): string | null {
  if (typeof path !== 'string' || path.length > 2000) return null;
  if (!CONSOLE_PATH.test(path) || SIGN_IN_PAGES.test(path)) return null;
  // A backslash or a control character could turn into `//host` in some browsers' URL parsing.
  if (path.includes('\\') || path.includes('//') || [...path].some((c) => c.charCodeAt(0) < 32)) return null;
  return path;
}

/** The guard: this tab asked for `path` without a session. */
export function rememberOfficeReturnPath(path: string): void {
  const safe = safeOfficePath(path);
  if (!safe) return;
  try {
    window.sessionStorage.setItem(RETURN_KEY, safe);
  } catch {
    // Storage unavailable (private mode): sign-in then lands on the dashboard.
  }
}

/** The remembered page without forgetting it (a render may run twice), else `fallback`. */
export function peekOfficeReturnPath(fallback: string): string {
  try {
    return safeOfficePath(window.sessionStorage.getItem(RETURN_KEY)) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Sign-in has gone where it was asked: the next sign-in on this tab starts afresh. */
export function forgetOfficeReturnPath(): void {
  try {
    window.sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Nothing was kept.
  }
}
