import type { ZodType } from 'zod';
import { isReportedCode as isReported } from '@portal/contracts/status-code-flags';
import { showError, showNotice } from './error-popup-store';
import { isLocalhost } from './is-localhost';
import { navigateTo, rememberReturnPath } from './navigation';
import { checkSessionExpiry, endSession, getToken, onSessionExpired } from './session';

/**
 * The only way the web talks to the API (DESIGN convention 7, SPEC §7 'The calls it makes').
 *
 * Paths: pass the full API path, e.g. `api.get('/api/Alumno/dameNotificaciones')`; a path without
 * the `/api` prefix (`'/Alumno/dameNotificaciones'`) gets it added.
 *
 * - status 0 resolves with `{ datos, aviso?, mensaje? }`; an `aviso` (notice code) is shown as a
 *   popup unless `silent` or `quietAviso`.
 * - any other status throws `ApiError` and shows the catalogue popup for it, unless `silent` or the
 *   code is in `handle` (the caller shows its own message, e.g. login's 3/107 or enrol's 11/80).
 * - HTTP 401 with status 2 ends the session, shows error 2 and goes to /login.
 * - a network failure throws `ApiError` with status 500 and shows notice 500.
 * - codes 1, 12, 24 and 500 are reported to /api/Publico/informeError, except on localhost.
 * - `schema` (the contracts' zod schema of `datos`, e.g. `api.get(path, { schema: ZOfferDetail })`):
 *   in development builds and tests the answer is checked against it and a mismatch throws
 *   `ApiContractError` naming the call; production builds check nothing (issue #13 part 9).
 * - `onUploadProgress` (an upload's bar, #16 part 5): that one call goes by XMLHttpRequest, which
 *   reports the fraction of the body sent (0..1); everything else above holds the same.
 */

export interface TApiOptions {
  /** No popup at all (errors are still thrown, reported codes still reported). */
  silent?: boolean;
  /** Codes the caller handles itself: no popup for them. */
  handle?: ReadonlyArray<number | string>;
  /** Don't show the success notice (`aviso`). */
  quietAviso?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** What a lost session (HTTP 401, status 2) does instead of ending the portal's: the office console's own. */
  onSessionLost?: () => void;
  /** The fraction of the body sent so far (0..1), for an upload's progress bar (#16 part 5). */
  onUploadProgress?: (fraction: number) => void;
}

/** The options of one call; `schema` also types its `datos`. */
export interface TApiCallOptions<T> extends TApiOptions {
  /** The contracts' schema of `datos`: checked in development builds and tests only (the answer is not transformed). */
  schema?: ZodType<T>;
}

export interface TApiResult<T> {
  datos: T;
  aviso?: number | string;
  mensaje?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly datos: unknown;
  readonly mensaje?: string;
  /** HTTP status of the answer; 0 when the request never got one (network failure). */
  readonly http: number;

  constructor(status: number, opts: { datos?: unknown; mensaje?: string; http?: number } = {}) {
    super(`API status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.datos = opts.datos ?? null;
    this.mensaje = opts.mensaje;
    this.http = opts.http ?? 0;
  }
}

/**
 * An answer that does not match its contract (development builds and tests only): a bug of the API
 * or of the contract, never shown to a user as a catalogue popup.
 */
export class ApiContractError extends Error {
  readonly method: string;
  readonly path: string;
  readonly issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;

  constructor(
    method: string,
    path: string,
    issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  ) {
    const details = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.map(String).join('.') || '(datos)'}: ${issue.message}`)
      .join('; ');
    super(
      `The answer of ${method} ${path} does not match its contract: ${details}${issues.length > 5 ? ` (and ${issues.length - 5} more)` : ''}`,
    );
    this.name = 'ApiContractError';
    this.method = method;
    this.path = path;
    this.issues = issues;
  }
}

/**
 * Issue #13 part 9: the contract check of `datos`. `import.meta.env.DEV` is a constant false in a
 * production build, so the branch (and any parsing) is dropped there; the caller gets `datos` as
 * the server sent it either way, so development and production behave alike on valid answers.
 */
function checkContract<T>(method: string, path: string, datos: unknown, schema: ZodType<T> | undefined): void {
  if (!import.meta.env.DEV || !schema) return;
  const result = schema.safeParse(datos);
  if (!result.success) throw new ApiContractError(method, apiUrl(path), result.error.issues);
}

export const REPORT_PATH = '/api/Publico/informeError';
/** SPEC §8: 500 is the code of a network failure (service unavailable). */
export const NETWORK_FAILURE_CODE = 500;
export const SESSION_LOST_CODE = 2;

export function apiUrl(path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return /^\/api(\/|$)/i.test(clean) ? clean : `/api${clean}`;
}

/**
 * GETs a file answer (not the envelope) with the bearer token, for the downloads that save or show
 * bytes (lib/download-file.ts, CV documents). The caller reads the Response: a file, or the
 * envelope of a refusal. Only this module calls fetch (issue #13 part 1).
 */
export function fetchFile(
  path: string,
  /** `token`: another session's bearer (the office console's), instead of the portal's. */
  opts: { accept?: string; signal?: AbortSignal; token?: string | null } = {},
): Promise<Response> {
  const token = opts.token !== undefined ? opts.token : getToken();
  const headers: Record<string, string> = {
    ...(opts.accept ? { Accept: opts.accept } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  return fetch(apiUrl(path), { headers, signal: opts.signal });
}

/** SPEC §7: reported codes go to the team chat service, never from a developer's machine. */
export function reportError(status: number, mensaje?: string): void {
  if (!isReported(status) && ![1, 12, 24, 500].includes(status)) return;
  if (isLocalhost()) return;
  const body = JSON.stringify({
    status,
    ruta: window.location.pathname + window.location.search,
    ...(mensaje ? { mensaje: mensaje.slice(0, 1000) } : {}),
  });
  fetch(REPORT_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(
    () => {
      // A failed report must not raise another error (and another report).
    },
  );
}

/** SPEC §4: session lost. Ends the session, shows error 2, goes to /login remembering the page. */
function sessionLost(): void {
  endSession();
  showError(SESSION_LOST_CODE);
  const here = window.location.pathname + window.location.search;
  if (!window.location.pathname.startsWith('/login')) {
    rememberReturnPath(here);
    navigateTo('/login');
  }
}

// A token found expired on load or before a call raises error 2 the same way.
onSessionExpired(() => {
  showError(SESSION_LOST_CODE);
  if (!window.location.pathname.startsWith('/login')) {
    rememberReturnPath(window.location.pathname + window.location.search);
    navigateTo('/login');
  }
});

function raise(status: number, opts: TApiOptions, mensaje?: string): void {
  reportError(status, mensaje);
  if (opts.silent || opts.handle?.some((code) => String(code) === String(status))) return;
  if (status === NETWORK_FAILURE_CODE) showNotice(status);
  else showError(status, mensaje);
}

interface TEnvelopeLike {
  status?: unknown;
  datos?: unknown;
  mensaje?: unknown;
  aviso?: unknown;
}

/**
 * A call the caller cancelled (a page that unmounts while its query is in flight, e.g. the survey
 * access page leaving for the sheet), before or after the headers: no error of the server, so it
 * shows no popup (issue #15 stop: status 1 over the survey).
 */
function isAbort(err: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (err as { name?: string } | null)?.name === 'AbortError';
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  opts: TApiCallOptions<T> = {},
): Promise<TApiResult<T>> {
  // SPEC §4: the token's exp is checked on every call (ends the session and raises 2 when expired).
  checkSessionExpiry();
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  if (lang && !headers['Accept-Language']) headers['Accept-Language'] = lang;

  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: opts.signal };
  let res: Response;
  try {
    // fetch reports no upload progress: a caller that shows it gets the same request by XHR (#16 part 5),
    // loaded with the first upload (it stays out of the entry /login loads).
    const onProgress = opts.onUploadProgress;
    res = onProgress
      ? await import('./upload-request').then((mod) => mod.sendWithUploadProgress(apiUrl(path), init, onProgress))
      : await fetch(apiUrl(path), init);
  } catch (err) {
    if (isAbort(err, opts.signal)) throw err;
    raise(NETWORK_FAILURE_CODE, opts);
    throw new ApiError(NETWORK_FAILURE_CODE, { http: 0 });
  }
  return settle(method, path, res, opts);
}

/** The answer of either transport: the envelope's datos, or the error it stands for (SPEC §7, §8). */
async function settle<T>(
  method: 'GET' | 'POST',
  path: string,
  res: Response,
  opts: TApiCallOptions<T>,
): Promise<TApiResult<T>> {
  let envelope: TEnvelopeLike | null = null;
  try {
    envelope = (await res.json()) as TEnvelopeLike;
  } catch (err) {
    if (isAbort(err, opts.signal)) throw err;
    envelope = null;
  }
  if (!envelope || typeof envelope.status !== 'number') {
    // No envelope: a proxy or gateway answered (server down) or the body was not JSON.
    const status = res.status >= 502 && res.status <= 504 ? NETWORK_FAILURE_CODE : 1;
    raise(status, opts);
    throw new ApiError(status, { http: res.status });
  }

  const mensaje = typeof envelope.mensaje === 'string' ? envelope.mensaje : undefined;
  if (envelope.status === 0) {
    const aviso = typeof envelope.aviso === 'number' || typeof envelope.aviso === 'string' ? envelope.aviso : undefined;
    checkContract(method, path, envelope.datos, opts.schema);
    if (aviso !== undefined && !opts.silent && !opts.quietAviso) showNotice(aviso, mensaje);
    return { datos: envelope.datos as T, ...(aviso !== undefined ? { aviso } : {}), ...(mensaje ? { mensaje } : {}) };
  }

  const status = envelope.status;
  if (res.status === 401 && status === SESSION_LOST_CODE) {
    reportError(status, mensaje);
    (opts.onSessionLost ?? sessionLost)();
    throw new ApiError(status, { datos: envelope.datos, mensaje, http: res.status });
  }
  raise(status, opts, mensaje);
  throw new ApiError(status, { datos: envelope.datos, mensaje, http: res.status });
}

export const api = {
  get<T>(path: string, opts?: TApiCallOptions<T>): Promise<TApiResult<T>> {
    return request<T>('GET', path, undefined, opts);
  },
  post<T>(path: string, body?: unknown, opts?: TApiCallOptions<T>): Promise<TApiResult<T>> {
    return request<T>('POST', path, body ?? {}, opts);
  },
};
