import { ApiError, fetchFile, NETWORK_FAILURE_CODE, reportError, SESSION_LOST_CODE } from './api-client';
import { showError, showNotice } from './error-popup-store';
import { endSession } from './session';

/** Saves a downloaded file under `filename` through a temporary link (no new window). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function filenameOf(res: Response, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '');
  return match ? decodeURIComponent(match[1]) : fallback;
}

/** A refused download answers the envelope: report it and show its popup as the API client does (SPEC §7). */
async function fail(res: Response, onSessionLost: () => void): Promise<never> {
  let status = 1;
  let mensaje: string | undefined;
  try {
    const envelope = (await res.json()) as { status?: unknown; mensaje?: unknown };
    if (typeof envelope.status === 'number' && envelope.status !== 0) status = envelope.status;
    if (typeof envelope.mensaje === 'string') mensaje = envelope.mensaje;
  } catch {
    status = res.status >= 502 && res.status <= 504 ? NETWORK_FAILURE_CODE : 1;
  }
  reportError(status, mensaje);
  if (res.status === 401 && status === SESSION_LOST_CODE) onSessionLost();
  if (status === NETWORK_FAILURE_CODE) showNotice(status);
  else showError(status, mensaje);
  throw new ApiError(status, { mensaje, http: res.status });
}

/**
 * A download the server took to the background (HTTP 202 with the envelope, issue #17 'Exports'):
 * no file was saved now; `datos` says where to follow it. No popup is shown.
 */
export class DownloadAccepted extends Error {
  constructor(readonly datos: unknown) {
    super('download accepted for later');
    this.name = 'DownloadAccepted';
  }
}

/**
 * GETs a file answer (not the envelope) with the bearer, as the API client would send it, and
 * saves it under the server's `Content-Disposition` name (else `fallbackName`). An answer that is
 * not of `contentType` (without one: that is JSON) is the envelope of an error and raises the
 * usual popup; a network failure shows notice 500. Resolves with the saved file name; a 202
 * rejects with DownloadAccepted.
 */
export async function downloadFile({
  path,
  contentType,
  fallbackName,
  session,
}: {
  path: string;
  contentType?: string;
  fallbackName: string;
  /** Another session than the portal's (the office console's): its bearer and what ends it. */
  session?: { token: string | null; onLost: () => void };
}): Promise<string> {
  let res: Response;
  try {
    res = await fetchFile(path, { accept: `${contentType ?? '*/*'}, application/json`, token: session?.token });
  } catch {
    reportError(NETWORK_FAILURE_CODE);
    showNotice(NETWORK_FAILURE_CODE);
    throw new ApiError(NETWORK_FAILURE_CODE);
  }
  const received = (res.headers.get('content-type') ?? '').toLowerCase();
  if (res.status === 202 && received.includes('application/json')) {
    const envelope = (await res.json()) as { status?: unknown; datos?: unknown };
    if (envelope.status === 0) throw new DownloadAccepted(envelope.datos);
  }
  const isFile = contentType ? received.includes(contentType) : !received.includes('application/json');
  if (!res.ok || !isFile) return fail(res, session?.onLost ?? endSession);
  const filename = filenameOf(res, fallbackName);
  saveBlob(await res.blob(), filename);
  return filename;
}
