import type { FastifyInstance } from 'fastify';
import { bearer } from './login';

/**
 * GET and POST through `app.inject` with an optional bearer and extra headers (a `host` header
 * picks the brand). `app` is read on each call, so a test file can create the client before its
 * `beforeAll` builds the app: `const { get, post } = injectClient(() => t.app)`.
 */
export function injectClient(app: () => FastifyInstance) {
  return {
    get: (url: string, token?: string, headers: Record<string, string> = {}) =>
      app().inject({ method: 'GET', url, headers: { ...headers, ...(token ? bearer(token) : {}) } }),
    post: (url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
      app().inject({
        method: 'POST',
        url,
        headers: { ...headers, ...(token ? bearer(token) : {}) },
        ...(payload ? { payload } : {}),
      }),
  };
}
