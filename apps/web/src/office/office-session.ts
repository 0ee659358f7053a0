import { useSyncExternalStore } from 'react';
import type { TStaffProfile } from '@portal/contracts/office/office-auth.schemas';
import { isTokenExpired } from '../lib/session';

/**
 * The office console's session: its own token and profile, kept apart from a student's or a
 * company's session. It lives in localStorage so that every tab of the browser shares it (a
 * Ctrl+click, a bookmark or a reminder mail's link opens the page, not the sign-in), and the
 * `storage` event tells the other tabs at once when it starts, changes or ends (SPEC §2 Route guards).
 */
export interface TOfficeSession {
  token: string;
  perfil: TStaffProfile;
}

const KEY = 'portal.office.session';
const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();

function read(): TOfficeSession | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as TOfficeSession;
    return typeof session.token === 'string' && !isTokenExpired(session.token) ? session : null;
  } catch {
    return null;
  }
}

let snapshot: TOfficeSession | null = typeof window === 'undefined' ? null : read();

function emit(): void {
  const before = snapshot?.token ?? null;
  snapshot = read();
  // A session that ends, or gives way to another one, drops what it had cached (lib/query-client.ts).
  if (before !== null && before !== (snapshot?.token ?? null)) for (const listener of endListeners) listener();
  for (const listener of listeners) listener();
}

// Another tab signed in, out, or ended an expired session: this tab follows (the event never fires
// in the tab that wrote). `key === null` is a `localStorage.clear()` elsewhere.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) emit();
  });
}

export function startOfficeSession(session: TOfficeSession): void {
  window.localStorage.setItem(KEY, JSON.stringify(session));
  emit();
}

export function endOfficeSession(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the in-memory snapshot still ends below.
  }
  emit();
}

/** The session, or null; a session whose token has expired ends here (and tells its listeners). */
export function getOfficeSession(): TOfficeSession | null {
  if (snapshot && isTokenExpired(snapshot.token)) endOfficeSession();
  return snapshot;
}

/**
 * Called whenever a console session ends or is replaced, whatever the cause: logout, expiry, a
 * 401 (office-api.ts), another sign-in on the tab, a sign-in or sign-out in another tab. The query client clears itself here.
 */
export function onOfficeSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/**
 * A short tag of the console session for its query keys, as `sessionScope` is for the portal's:
 * two staff members signing in one after the other on a tab never share a cache entry. The
 * token's tail is its signature, different for every sign-in.
 */
export function officeSessionScope(token: string | null = snapshot?.token ?? null): string {
  return token ? token.slice(-12) : 'none';
}

export function useOfficeSession(): TOfficeSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => null,
  );
}
