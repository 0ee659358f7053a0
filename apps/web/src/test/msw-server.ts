import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { waitFor } from '@testing-library/react';

/**
 * The one network-mocking layer of the web tests (issue #13 part 8): an MSW server started by
 * `setup-tests.ts` with `onUnhandledRequest: 'error'`, its handlers reset after each test.
 *
 * Paths are the relative paths the app fetches (`/api/Alumno/...`): lib/api-client.ts calls
 * `fetch('/api/...')`, which MSW resolves against jsdom's `location.href` (http://localhost:3000/),
 * as it does the handlers' paths, so both sides match. MSW path syntax applies (`:id`, `*`).
 *
 *   useApi.get('/api/Alumno/dameNotificaciones', [notice]);            // { status: 0, datos: [notice] }
 *   useApi.post('/api/Alumno/guarda', ({ body }) => ({ id: body.id }));   // answer computed per request
 *   useApi.fail('post', '/api/Usuario/login', 3);                        // { status: 3, datos: null }, HTTP 400
 *   answerEverythingWith(null);                                          // any other /api call: { status: 0, datos: null }
 *   requestsTo('/api/Alumno/guarda')[0].body                             // what the app sent
 */

export const server = setupServer(
  // Lowest priority, kept across resetHandlers(): the test's catch-all answer, if it set one.
  http.all('*', () => {
    if (catchAll === undefined) return undefined;
    return catchAll.kind === 'hang' ? delay('infinite').then(() => undefined) : envelope(catchAll.datos);
  }),
);

// ---------------------------------------------------------------------------------------------
// Answers

/** The portal's success envelope. */
export function envelope(
  datos: unknown,
  extra: { aviso?: number | string; mensaje?: string } = {},
  init?: ResponseInit,
): Response {
  return HttpResponse.json({ status: 0, datos, ...extra } as Record<string, DefaultBodyType>, init);
}

/** The portal's error envelope (`{ status: N, datos: null }`); HTTP 401 for status 2, 400 otherwise unless given. */
export function failure(status: number, opts: { datos?: unknown; mensaje?: string; http?: number } = {}): Response {
  const body: Record<string, unknown> = { status, datos: opts.datos ?? null };
  if (opts.mensaje !== undefined) body.mensaje = opts.mensaje;
  return HttpResponse.json(body as Record<string, DefaultBodyType>, {
    status: opts.http ?? (status === 2 ? 401 : 400),
  });
}

/** What a handler receives: the request, the path params and the parsed JSON body (undefined if none). */
export interface TApiContext {
  request: Request;
  params: PathParams;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the body they expect
  body: any;
  url: URL;
}

/** A fixed `datos`, or a function of the request returning `datos` (wrapped in the envelope) or a whole Response. */
export type TApiAnswer = ((ctx: TApiContext) => unknown) | string | number | boolean | null | object;

type TMethod = 'get' | 'post' | 'all';

function resolver(answer: TApiAnswer): HttpResponseResolver {
  return async ({ request, params }) => {
    if (typeof answer !== 'function') return envelope(answer);
    const text = await request.clone().text();
    const url = new URL(request.url);
    const result = await (answer as (ctx: TApiContext) => unknown)({ request, params, body: parseBody(text), url });
    return result instanceof Response ? result : envelope(result);
  };
}

function declare(method: TMethod, path: string, answer: TApiAnswer, once = false): void {
  server.use(http[method](path, resolver(answer), { once }));
}

/**
 * Declares the API's answers for this test, per method and path (the latest declaration of a path
 * wins; all are reset after each test).
 */
export const useApi = {
  get: (path: string, answer: TApiAnswer = null) => declare('get', path, answer),
  post: (path: string, answer: TApiAnswer = null) => declare('post', path, answer),
  /** Any method. */
  all: (path: string, answer: TApiAnswer = null) => declare('all', path, answer),
  /** Answers the next matching request only (then earlier declarations apply again). */
  once: (method: TMethod, path: string, answer: TApiAnswer = null) => declare(method, path, answer, true),
  /** An error envelope `{ status, datos: null }`. */
  fail: (
    method: TMethod,
    path: string,
    status: number,
    opts: { datos?: unknown; mensaje?: string; http?: number } = {},
  ) => declare(method, path, () => failure(status, opts)),
  /** A network failure (fetch rejects). */
  networkError: (method: TMethod, path: string) => declare(method, path, () => HttpResponse.error()),
  /** The request never gets an answer. */
  hang: (method: TMethod, path: string) =>
    server.use(http[method](path, () => delay('infinite').then(() => undefined))),
};

/**
 * A table of whole envelopes by path (with its query, e.g. `/api/Publico/programas?lang=es`): each
 * call whose path is a key answers that envelope (or what its function returns, per call); any
 * other call answers `{ status: 0, datos: null }`.
 */
export function answerByPath(routes: Record<string, unknown>): void {
  server.use(
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      const route = routes[url.pathname + url.search];
      return HttpResponse.json(
        ((typeof route === 'function' ? route() : route) ?? { status: 0, datos: null }) as Record<
          string,
          DefaultBodyType
        >,
      );
    }),
  );
}

let catchAll: { kind: 'datos'; datos: unknown } | { kind: 'hang' } | undefined;

/** Every call no `useApi` declaration matches answers `{ status: 0, datos }` (instead of failing the test). */
export function answerEverythingWith(datos: unknown = null): void {
  catchAll = { kind: 'datos', datos };
}

/** Every call no `useApi` declaration matches never gets an answer. */
export function hangEverything(): void {
  catchAll = { kind: 'hang' };
}

// ---------------------------------------------------------------------------------------------
// What the app sent

export interface TRecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/Alumno/dameOfertas?page=1`. */
  url: string;
  path: string;
  headers: Headers;
  /** The parsed JSON body (the raw text if not JSON; undefined without a body). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the body they expect
  body: any;
  request: Request;
}

const recorded: TRecordedRequest[] = [];
let inFlight = 0;
let started = 0;
/**
 * Bumped by each reset: a request of an earlier test (one left hanging) whose body is read only
 * after that test ended is not recorded into the next test's list (seen on a loaded machine).
 */
let generation = 0;

server.events.on('request:end', () => {
  inFlight = Math.max(0, inFlight - 1);
});
server.events.on('request:start', ({ request }) => {
  inFlight += 1;
  started += 1;
  const url = new URL(request.url);
  const entry: TRecordedRequest = {
    method: request.method,
    url: url.pathname + url.search,
    path: url.pathname,
    headers: request.headers,
    body: undefined,
    request: request.clone(),
  };
  // Recorded once its body is read, so that a test that sees the request sees its body.
  const born = generation;
  void request
    .clone()
    .text()
    .catch(() => '')
    .then((text) => {
      if (born !== generation) return;
      entry.body = parseBody(text);
      recorded.push(entry);
    });
});

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Every request the app made in this test, in order. */
export function apiRequests(): TRecordedRequest[] {
  return [...recorded];
}

/** The requests to `path` (exact path, or path + query when `path` has a `?`), optionally of one method. */
export function requestsTo(path: string, method?: string): TRecordedRequest[] {
  return recorded.filter(
    (r) => (path.includes('?') ? r.url === path : r.path === path) && (!method || r.method === method.toUpperCase()),
  );
}

/**
 * Waits until the app's requests have settled: none in flight and no new one started over one
 * `waitFor` interval, with React's updates flushed. How a test shows that something did NOT
 * happen (a request not made, a dialog not shown) without a fixed sleep.
 */
export async function apiSettled(): Promise<void> {
  let seen = -1;
  await waitFor(() => {
    const stable = inFlight === 0 && started === seen;
    seen = started;
    if (!stable) throw new Error(`requests not settled (${inFlight} in flight, ${started} made)`);
  });
}

/** Called by the setup after each test. */
export function resetApi(): void {
  server.resetHandlers();
  generation += 1;
  recorded.length = 0;
  inFlight = 0;
  started = 0;
  catchAll = undefined;
}
