import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError, apiUrl, REPORT_PATH } from './api-client';
import { getPopup } from './error-popup-store';
import { getSession, startSession } from './session';
import { resetApiClientEachTest } from '../test/api-client-reset';
import { apiRequests, apiSettled, failure, requestsTo, useApi } from '../test/msw-server';
import { fakeToken } from '../test/render-app';

/** The next request (any path) answers `body` with HTTP `status`. */
function answerNext(body: unknown, status = 200): void {
  useApi.once('all', '*', () => Response.json(body, { status }));
}

const navigate = resetApiClientEachTest();
afterEach(() => jsdom.reconfigure({ url: 'http://localhost:3000/' }));

declare const jsdom: { reconfigure(opts: { url: string }): void };

describe('api client', () => {
  it('accepts paths with or without the /api prefix', () => {
    expect(apiUrl('/api/Alumno/dameNotificaciones')).toBe('/api/Alumno/dameNotificaciones');
    expect(apiUrl('/Alumno/dameNotificaciones')).toBe('/api/Alumno/dameNotificaciones');
    expect(apiUrl('Publico/marca')).toBe('/api/Publico/marca');
  });

  it('resolves status 0 with datos and sends the bearer token', async () => {
    const t = fakeToken(3600);
    startSession(t, { nombre: 'Ana' }, 'student');
    answerNext({ status: 0, datos: { a: 1 } });
    const res = await api.get<{ a: number }>('/api/Alumno/dameCvUsuario');
    expect(res).toEqual({ datos: { a: 1 } });
    const [request] = apiRequests();
    expect(request.url).toBe('/api/Alumno/dameCvUsuario');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${t}`);
    expect(getPopup()).toBeNull();
  });

  it('posts JSON and shows the notice of an aviso', async () => {
    answerNext({ status: 0, datos: null, aviso: 501 });
    const res = await api.post('/api/Alumno/desinscribirse', { urlOferta: 'x' });
    expect(res.aviso).toBe(501);
    expect(await apiRequests()[0].request.text()).toBe(JSON.stringify({ urlOferta: 'x' }));
    expect(getPopup()).toMatchObject({ code: 501, kind: 'notice' });
  });

  it('throws ApiError for a non-zero status and shows its popup', async () => {
    answerNext({ status: 10, datos: null, mensaje: 'ya' }, 409);
    const err = await api.post('/api/Alumno/inscribirse', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 10, http: 409, mensaje: 'ya', datos: null });
    expect(getPopup()).toMatchObject({ code: 10, mensaje: 'ya' });
  });

  it('shows no popup when silent or when the caller handles the code', async () => {
    answerNext({ status: 11, datos: { documentacionNecesaria: [1] } }, 400);
    const handled = await api.post('/api/Alumno/inscribirse', {}, { handle: [11, 80] }).catch((e: ApiError) => e);
    expect(handled).toMatchObject({ status: 11, datos: { documentacionNecesaria: [1] } });
    expect(getPopup()).toBeNull();
    answerNext({ status: 3, datos: null }, 400);
    await expect(api.post('/api/Alumno/logaUsuario', {}, { silent: true })).rejects.toMatchObject({ status: 3 });
    expect(getPopup()).toBeNull();
  });

  it('ends the session on HTTP 401 with status 2, shows error 2 and goes to /login', async () => {
    startSession(fakeToken(3600), {}, 'company');
    jsdom.reconfigure({ url: 'http://localhost:3000/mi-empresa' });
    answerNext({ status: 2, datos: null }, 401);
    await expect(api.get('/api/Empresa/dameDatosEmpresa')).rejects.toMatchObject({ status: 2, http: 401 });
    expect(getSession().isAuthenticated).toBe(false);
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(getPopup()).toMatchObject({ code: 2 });
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
    expect(sessionStorage.getItem('portal.returnPath')).toBe('/mi-empresa');
  });

  it('ends an expired session before calling and raises error 2 (SPEC §4 exp check)', async () => {
    startSession(fakeToken(-10), {}, 'student');
    answerNext({ status: 0, datos: [] });
    await api.get('/api/Publico/programasPracticasActivos');
    expect(getSession().isAuthenticated).toBe(false);
    expect(getPopup()).toMatchObject({ code: 2 });
    // The expired token is not sent.
    expect(apiRequests()[0].headers.get('Authorization') ?? undefined).toBeUndefined();
  });

  it('raises 500 on a network failure', async () => {
    useApi.once('all', '*', () => Response.error());
    await expect(api.get('/api/Alumno/dameEventos')).rejects.toMatchObject({ status: 500, http: 0 });
    expect(getPopup()).toMatchObject({ code: 500 });
  });

  it('maps a gateway answer without an envelope to 500 and any other to 1', async () => {
    useApi.once('all', '*', () => new Response('Bad gateway', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 500 });
    useApi.once('all', '*', () => new Response('<html>', { status: 200 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 1 });
  });

  it('does not report on localhost', async () => {
    answerNext({ status: 1, datos: null }, 500);
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 1 });
    await apiSettled();
    expect(apiRequests().map((request) => request.url)).toEqual(['/api/x']);
  });

  it('reports codes 1, 12, 24 and 500 off localhost, and no others', async () => {
    jsdom.reconfigure({ url: 'https://portal.example/cv?x=1' });
    // The report is sent without waiting: its request is looked for once the requests settle.
    const reportsAfter = async (before: number) => {
      await apiSettled();
      return requestsTo(REPORT_PATH).slice(before);
    };
    useApi.post(REPORT_PATH, null);
    useApi.post('/api/Alumno/addDoc', () => failure(12, { mensaje: 'smtp' }));
    await expect(api.post('/api/Alumno/addDoc', {})).rejects.toMatchObject({ status: 12 });
    const reports = await reportsAfter(0);
    expect(reports).toHaveLength(1);
    expect(reports[0].body).toEqual({ status: 12, ruta: '/cv?x=1', mensaje: 'smtp' });

    useApi.networkError('get', '/api/Alumno/dameEventos');
    await expect(api.get('/api/Alumno/dameEventos')).rejects.toMatchObject({ status: 500 });
    expect((await reportsAfter(1)).map((request) => (request.body as { status: number }).status)).toEqual([500]);

    useApi.get('/api/x', () => failure(10, { http: 409 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 10 });
    expect(await reportsAfter(2)).toHaveLength(0);
  });
});
