import { api, type TApiOptions, type TApiResult } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';
import { showError } from '../lib/error-popup-store';
import { navigateTo } from '../lib/navigation';
import { endOfficeSession, getOfficeSession } from './office-session';

/** Where the console signs in (issue #14). */
export const OFFICE_LOGIN_PATH = '/gestion/login';

/** The sign-in for a console path: the Catalan console (/gestio...) signs in at /gestio/login, in Catalan. */
export function officeLoginPath(pathname: string): string {
  return /^\/gestio(?:\/|$)/.test(pathname) ? '/gestio/login' : OFFICE_LOGIN_PATH;
}

/** A lost console session ends it, shows error 2 and goes to the console's sign-in, not the portal's. */
function officeSessionLost(): void {
  endOfficeSession();
  showError(2);
  navigateTo(officeLoginPath(window.location.pathname));
}

function withToken(opts: TApiOptions = {}): TApiOptions {
  const token = getOfficeSession()?.token;
  return {
    ...opts,
    onSessionLost: officeSessionLost,
    headers: { ...opts.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  };
}

/** The API client with the console's token: every /api/Gestion call of the web goes through it. */
export const officeApi = {
  get<T>(path: string, opts?: TApiOptions): Promise<TApiResult<T>> {
    return api.get<T>(path, withToken(opts));
  },
  post<T>(path: string, body?: unknown, opts?: TApiOptions): Promise<TApiResult<T>> {
    return api.post<T>(path, body, withToken(opts));
  },
  /** Saves a file answer of the console (a document of an agreement...) under its own name. */
  download(path: string, fallbackName: string): Promise<string> {
    const session = { token: getOfficeSession()?.token ?? null, onLost: officeSessionLost };
    return downloadFile({ path, fallbackName, session });
  },
};
