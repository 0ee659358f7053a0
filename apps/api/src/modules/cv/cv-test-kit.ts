import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/login';

/** Test helpers shared by the CV, account and SSO tests (not a test file itself). */

/** JSON as a test reads it, field by field (a precise type per call would add nothing). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Answer {
  http: number;
  body: { status: number; datos: Json; aviso?: number | string; mensaje?: string };
}

/** One API call as a client sees it: HTTP status and the envelope. `host` picks the brand. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
  host?: string,
): Promise<Answer> {
  const headers: Record<string, string> = { ...(token ? bearer(token) : {}), ...(host ? { host } : {}) };
  const res = await app.inject({ method, url, headers, payload: payload as object | undefined });
  return { http: res.statusCode, body: res.json() };
}

/** [HTTP status, envelope status]: the pair most assertions compare. */
export async function codeOf(answer: Promise<Answer>): Promise<[number, number]> {
  const a = await answer;
  return [a.http, a.body.status];
}

/** Polls until `probe` answers something truthy (background mail, detached work). */
export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const base64 = (bytes: Buffer) => bytes.toString('base64');
