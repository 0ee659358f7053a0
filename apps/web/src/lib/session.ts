import { useSyncExternalStore } from 'react';

/**
 * SPEC §4 Session: the token is stored locally, its `exp` claim (seconds) is compared with the
 * clock on load and before every API call; an expired token ends the session and raises error 2.
 * SPEC §4 Login: the data-protection step holds the token in the session until it is accepted.
 */

export type TSessionRole = 'student' | 'company';

/** What the shell and the features keep of the login answer (SPEC §3 Login response). */
export interface TSessionUser {
  role: TSessionRole;
  nombre?: string;
  idEmpresa?: number | null;
  faltaConvenioFirmado?: boolean;
  tieneCVadjunto?: boolean;
  conPracticas?: boolean;
  conEmpleo?: boolean;
  primerAcceso?: boolean;
  soloCiclosUAX?: boolean;
  idIdiomaPreferido?: number;
  faltaNumeroSeguridadSocial?: boolean;
  /** Any further flag a feature stores with `updateSessionUser`. */
  [flag: string]: unknown;
}

export interface TSessionState {
  token: string | null;
  user: TSessionUser | null;
  isAuthenticated: boolean;
  role: TSessionRole | null;
}

export const TOKEN_KEY = 'portal.token';
export const SESSION_KEY = 'portal.session';
const PENDING_KEY = 'portal.pendingSession';

/** Keys of the login answer that are not kept (the token has its own slot; RGPD texts are one-off). */
const NOT_KEPT = new Set(['token', 'textoCortoRGPD', 'linkExternoRGPD', 'rol']);

type Listener = () => void;
const listeners = new Set<Listener>();
const expiredListeners = new Set<Listener>();
const startListeners = new Set<(user: TSessionUser) => void>();
const endListeners = new Set<Listener>();

const ANONYMOUS: TSessionState = { token: null, user: null, isAuthenticated: false, role: null };
let snapshot: TSessionState = ANONYMOUS;

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readJson<T>(store: Storage | null, key: string): T | null {
  const raw = store?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** The `exp` claim (seconds) of a JWT, or null when the token has none or is unreadable. */
export function tokenExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const claims = JSON.parse(atob(b64)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/** SPEC §4: `exp` is compared in seconds; a token without `exp` is treated as expired. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp <= Math.floor(nowMs / 1000);
}

function readStored(): TSessionState {
  const local = storage('local');
  const token = local?.getItem(TOKEN_KEY) ?? null;
  const user = readJson<TSessionUser>(local, SESSION_KEY);
  if (!token || !user || (user.role !== 'student' && user.role !== 'company')) return ANONYMOUS;
  return { token, user, isAuthenticated: true, role: user.role };
}

function emit(): void {
  const before = snapshot.token;
  snapshot = readStored();
  for (const listener of listeners) listener();
  // Whatever ended the session (logout, expiry, a 401, maintenance, another tab signing out or in
  // as someone else), the end listeners drop the previous user's data (issue #12 item 5).
  if (before !== null && before !== snapshot.token) for (const listener of endListeners) listener();
}

function toUser(datos: Record<string, unknown>, role: TSessionRole): TSessionUser {
  const user: TSessionUser = { role };
  for (const [key, value] of Object.entries(datos)) if (!NOT_KEPT.has(key)) user[key] = value;
  user.role = role;
  return user;
}

/** Stores the token and the login answer's flags: the user is signed in from now on. */
export function startSession(token: string, loginDatos: Record<string, unknown>, role: TSessionRole): void {
  const local = storage('local');
  const user = toUser(loginDatos, role);
  local?.setItem(TOKEN_KEY, token);
  local?.setItem(SESSION_KEY, JSON.stringify(user));
  storage('session')?.removeItem(PENDING_KEY);
  emit();
  for (const listener of startListeners) listener(user);
}

/** Removes the token and the session data (logout, expiry, HTTP 401 with status 2). */
export function endSession(): void {
  const local = storage('local');
  const had = local?.getItem(TOKEN_KEY) != null;
  local?.removeItem(TOKEN_KEY);
  local?.removeItem(SESSION_KEY);
  storage('session')?.removeItem(PENDING_KEY);
  if (had || snapshot.isAuthenticated) emit();
}

/** Merges fields into the stored user (e.g. `nombre` once the profile loads, `conPracticas`). */
export function updateSessionUser(patch: Partial<TSessionUser>): void {
  const current = readStored();
  if (!current.user) return;
  storage('local')?.setItem(SESSION_KEY, JSON.stringify({ ...current.user, ...patch, role: current.user.role }));
  emit();
}

interface TPendingSession {
  token: string;
  datos: Record<string, unknown>;
  role: TSessionRole;
}

/**
 * SPEC §4 Login: the data-protection text must be accepted first. The token is held here (per tab)
 * and sent by the API client for the acceptance call, but the user is not signed in yet.
 */
export function holdPendingSession(token: string, datos: Record<string, unknown>, role: TSessionRole): void {
  storage('session')?.setItem(PENDING_KEY, JSON.stringify({ token, datos, role } satisfies TPendingSession));
}

export function getPendingSession(): TPendingSession | null {
  return readJson<TPendingSession>(storage('session'), PENDING_KEY);
}

/** After acceptance: the held token becomes the session token. Returns false when none was held. */
export function confirmPendingSession(): boolean {
  const pending = getPendingSession();
  if (!pending) return false;
  startSession(pending.token, pending.datos, pending.role);
  return true;
}

export function discardPendingSession(): void {
  storage('session')?.removeItem(PENDING_KEY);
}

/** The signed-in token, or the held one during the data-protection step. */
export function getToken(): string | null {
  return readStored().token ?? getPendingSession()?.token ?? null;
}

export function getSession(): TSessionState {
  return snapshot;
}

/**
 * SPEC §4: checks the stored token's `exp`. An expired token ends the session and notifies the
 * expiry listeners (the API client raises error 2). Returns true when the session is valid.
 */
export function checkSessionExpiry(nowMs: number = Date.now()): boolean {
  const token = storage('local')?.getItem(TOKEN_KEY);
  if (!token) return false;
  if (!isTokenExpired(token, nowMs)) return true;
  endSession();
  for (const listener of expiredListeners) listener();
  return false;
}

/** Called when a stored token is found expired (registered by the API client: raise error 2). */
export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/**
 * Called whenever a signed-in session ends or is replaced by another one, for every cause (the
 * query client drops all server state here: lib/query-client.ts).
 */
export function onSessionEnd(listener: Listener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/**
 * A short tag of the current session for the query keys of personal data: two people signing in
 * one after the other on a tab never share a cache entry (issue #12 item 5). The token's tail is
 * its signature, different for every sign-in. The one session tag of the web (issue #13): a
 * feature keys its queries with `useSessionScope()` (or `sessionScope(token)` for another bearer).
 */
export function sessionScope(token: string | null = snapshot.token): string {
  return token ? token.slice(-12) : 'none';
}

/** `sessionScope` of the current session, re-rendering when it changes. */
export function useSessionScope(): string {
  return sessionScope(useSession().token);
}

/** Called after `startSession` (the i18n module applies the preferred language). */
export function onSessionStart(listener: (user: TSessionUser) => void): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  snapshot = readStored();
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === SESSION_KEY || event.key === null) emit();
  });
}

export function useSession(): TSessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
