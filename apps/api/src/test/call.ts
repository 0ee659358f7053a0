import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer } from './login';

/** app.inject with an optional bearer token; answers the status and the parsed body. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const opts: InjectOptions = { method, url, headers: { ...headers, ...(token ? bearer(token) : {}) } };
  if (payload !== undefined) opts.payload = payload as InjectOptions['payload'];
  const res = await app.inject(opts);
  let body: { status: number; datos: any; aviso?: number; mensaje?: string } = { status: -1, datos: null }; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    body = res.json();
  } catch {
    // Binary answers (PDF): the caller reads res.rawPayload.
  }
  return { http: res.statusCode, body, res };
}
