import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl, NETWORK_FAILURE_CODE, reportError, SESSION_LOST_CODE } from '../../../lib/api-client';
import { showError, showNotice } from '../../../lib/error-popup-store';
import { endSession, getToken } from '../../../lib/session';
import { saveBlob } from '../utils/save-blob';

/** The calendar files of docs/surveys.md 'Calendar files': the student's and the public one. */
export function eventIcsPath(ref: string | number, publicSheet: boolean): string {
  return `/api/${publicSheet ? 'Publico' : 'Alumno'}/eventoIcs/${encodeURIComponent(String(ref))}`;
}

function filenameOf(res: Response, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '');
  return match ? decodeURIComponent(match[1]) : fallback;
}

async function fail(res: Response): Promise<never> {
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
  if (res.status === 401 && status === SESSION_LOST_CODE) endSession();
  if (status === NETWORK_FAILURE_CODE) showNotice(status);
  else showError(status, mensaje);
  throw new ApiError(status, { mensaje, http: res.status });
}

/**
 * 'Añadir al calendario': the .ics answer is a file, not the envelope, so it is fetched here as a
 * blob with the bearer (as the API client would send it) and saved; its errors are the envelope
 * and raise the usual popup.
 */
export async function downloadEventIcs({ path, fallbackName }: { path: string; fallbackName: string }): Promise<string> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(apiUrl(path), {
      headers: { Accept: 'text/calendar, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    reportError(NETWORK_FAILURE_CODE);
    showNotice(NETWORK_FAILURE_CODE);
    throw new ApiError(NETWORK_FAILURE_CODE);
  }
  if (!res.ok || !/text\/calendar/i.test(res.headers.get('content-type') ?? '')) return fail(res);
  const filename = filenameOf(res, fallbackName);
  saveBlob(await res.blob(), filename);
  return filename;
}

export function useDownloadEventIcs() {
  return useMutation({ mutationFn: downloadEventIcs });
}
