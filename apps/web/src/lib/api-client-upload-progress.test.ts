import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, HttpResponse } from 'msw';
import { z } from 'zod';
import { api, ApiContractError, ApiError, type TApiCallOptions } from './api-client';
import { closePopup, getPopup } from './error-popup-store';
import { getSession, startSession } from './session';
import { resetApiClientEachTest } from '../test/api-client-reset';
import { apiRequests, useApi } from '../test/msw-server';
import { fakeToken } from '../test/render-app';

// #16 part 5: a call given `onUploadProgress` goes by XMLHttpRequest (fetch reports no upload
// progress). Each case runs the same call by fetch and by XHR: the caller sees the same result,
// error, popup and session, and the XHR one also sees its progress.

const navigate = resetApiClientEachTest();
beforeEach(() => {
  document.documentElement.lang = 'ca';
});
afterEach(() => {
  document.documentElement.lang = '';
  vi.restoreAllMocks();
});

type TOutcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** What the caller gets, the popup shown and the session after one call; `progress` what it reported. */
async function callBy(
  transport: 'fetch' | 'xhr',
  call: (opts: TApiCallOptions<unknown>) => Promise<unknown>,
  opts: TApiCallOptions<unknown> = {},
) {
  closePopup();
  const progress: number[] = [];
  const fetchCall = vi.spyOn(globalThis, 'fetch');
  const outcome: TOutcome = await call(
    transport === 'xhr' ? { ...opts, onUploadProgress: (fraction) => progress.push(fraction) } : opts,
  ).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  // MSW answers both transports; fetch not called means the request went by XMLHttpRequest.
  const usedXhr = fetchCall.mock.calls.length === 0;
  fetchCall.mockRestore();
  // The popup the person sees (without its sequence number, which counts every popup raised).
  const shown = getPopup();
  const popup = shown && { code: shown.code, kind: shown.kind, mensaje: shown.mensaje };
  return { outcome, popup, signedIn: getSession().isAuthenticated, progress, usedXhr };
}

/** The same call by fetch then by XHR, each answered by `answer`. */
async function bothWays(
  answer: () => Response | Promise<Response>,
  call: (opts: TApiCallOptions<unknown>) => Promise<unknown>,
  opts?: TApiCallOptions<unknown>,
  before: () => void = () => undefined,
) {
  useApi.all('/api/*', answer);
  before();
  const byFetch = await callBy('fetch', call, opts);
  before();
  const byXhr = await callBy('xhr', call, opts);
  expect(byFetch.usedXhr).toBe(false);
  expect(byXhr.usedXhr).toBe(true);
  return { byFetch, byXhr };
}

const upload = (opts: TApiCallOptions<unknown>) =>
  api.post('/api/Alumno/addDoc', { ficheroB64ParaAltas: 'A'.repeat(5000), extension_adjunto: 'pdf' }, opts);

describe('api client: upload progress by XMLHttpRequest (#16 part 5)', () => {
  it('resolves the same datos and aviso, reports the progress up to 1 and sends the same request', async () => {
    const t = fakeToken(3600);
    startSession(t, { nombre: 'Ana' }, 'student');
    const { byFetch, byXhr } = await bothWays(
      () => Response.json({ status: 0, datos: { id: 9 }, aviso: 513 }),
      upload,
      { quietAviso: true },
    );
    expect(byXhr.outcome).toEqual({ ok: true, value: { datos: { id: 9 }, aviso: 513 } });
    expect(byXhr.outcome).toEqual(byFetch.outcome);
    expect(byXhr.popup).toBeNull();
    expect(byXhr.progress.length).toBeGreaterThan(0);
    expect(byXhr.progress.at(-1)).toBe(1);
    expect(byXhr.progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);

    const [viaFetch, viaXhr] = apiRequests();
    expect(viaXhr.method).toBe('POST');
    expect(viaXhr.url).toBe('/api/Alumno/addDoc');
    expect(viaXhr.body).toEqual(viaFetch.body);
    for (const header of ['Authorization', 'Accept-Language', 'Content-Type', 'Accept'])
      expect([header, viaXhr.headers.get(header)]).toEqual([header, viaFetch.headers.get(header)]);
    expect(viaXhr.headers.get('Authorization')).toBe(`Bearer ${t}`);
    expect(viaXhr.headers.get('Accept-Language')).toBe('ca');
  });

  it('shows the notice of an aviso as fetch does', async () => {
    const { byFetch, byXhr } = await bothWays(() => Response.json({ status: 0, datos: null, aviso: 513 }), upload);
    expect(byXhr.popup).toMatchObject({ code: 513, kind: 'notice' });
    expect(byXhr.popup).toEqual(byFetch.popup);
  });

  it('throws the same ApiError with the same popup for a business error', async () => {
    const { byFetch, byXhr } = await bothWays(
      () => Response.json({ status: 46, datos: null, mensaje: 'tipo' }, { status: 400 }),
      upload,
    );
    expect(byXhr.outcome).toMatchObject({ ok: false, error: { status: 46, http: 400, mensaje: 'tipo' } });
    expect((byXhr.outcome as { error: unknown }).error).toBeInstanceOf(ApiError);
    expect(byXhr.outcome).toEqual(byFetch.outcome);
    expect(byXhr.popup).toMatchObject({ code: 46, mensaje: 'tipo' });
    expect(byXhr.popup).toEqual(byFetch.popup);
  });

  it('keeps handle and silent: no popup', async () => {
    const handled = await bothWays(() => Response.json({ status: 46, datos: null }, { status: 400 }), upload, {
      handle: [46],
    });
    expect(handled.byXhr.outcome).toMatchObject({ ok: false, error: { status: 46 } });
    expect(handled.byXhr.popup).toBeNull();
    expect(handled.byFetch.popup).toBeNull();
  });

  it('ends the session on HTTP 401 with status 2, as fetch does', async () => {
    const { byFetch, byXhr } = await bothWays(
      () => Response.json({ status: 2, datos: null }, { status: 401 }),
      upload,
      {},
      () => startSession(fakeToken(3600), {}, 'student'),
    );
    expect(byXhr.outcome).toMatchObject({ ok: false, error: { status: 2, http: 401 } });
    expect(byXhr.signedIn).toBe(false);
    expect(byFetch.signedIn).toBe(false);
    expect(byXhr.popup).toMatchObject({ code: 2 });
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith('/login', undefined);
  });

  it('checks the session expiry before sending: an expired token is not sent', async () => {
    await bothWays(
      () => Response.json({ status: 0, datos: null }),
      upload,
      {},
      () => startSession(fakeToken(-10), {}, 'student'),
    );
    const [, viaXhr] = apiRequests();
    expect(viaXhr.headers.get('Authorization')).toBeNull();
  });

  it('raises 500 on a network failure', async () => {
    const { byFetch, byXhr } = await bothWays(() => HttpResponse.error(), upload);
    expect(byXhr.outcome).toMatchObject({ ok: false, error: { status: 500, http: 0 } });
    expect(byXhr.outcome).toEqual(byFetch.outcome);
    expect(byXhr.popup).toMatchObject({ code: 500 });
  });

  it('maps a gateway answer without an envelope to 500 and any other to 1', async () => {
    const gateway = await bothWays(() => new Response('Bad gateway', { status: 502 }), upload);
    expect(gateway.byXhr.outcome).toMatchObject({ ok: false, error: { status: 500, http: 502 } });
    expect(gateway.byXhr.outcome).toEqual(gateway.byFetch.outcome);
    const html = await bothWays(() => new Response('<html>', { status: 200 }), upload);
    expect(html.byXhr.outcome).toMatchObject({ ok: false, error: { status: 1, http: 200 } });
    expect(html.byXhr.outcome).toEqual(html.byFetch.outcome);
  });

  it('checks the answer against its contract', async () => {
    const { byFetch, byXhr } = await bothWays(() => Response.json({ status: 0, datos: { id: 'nueve' } }), upload, {
      schema: z.object({ id: z.number() }),
    });
    expect((byXhr.outcome as { error: unknown }).error).toBeInstanceOf(ApiContractError);
    expect(byXhr.outcome).toEqual(byFetch.outcome);
  });

  it('rejects with an AbortError and shows no popup when the caller aborts', async () => {
    useApi.all('/api/*', () => delay('infinite').then(() => HttpResponse.json({ status: 0, datos: null })));
    const controller = new AbortController();
    const progress = vi.fn();
    const call = api.post('/api/Alumno/addDoc', {}, { signal: controller.signal, onUploadProgress: progress });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(getPopup()).toBeNull();
    // Aborted before it was sent: the same.
    await expect(
      api.post('/api/Alumno/addDoc', {}, { signal: controller.signal, onUploadProgress: progress }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(getPopup()).toBeNull();
  });
});
