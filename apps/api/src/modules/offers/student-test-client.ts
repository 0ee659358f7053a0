import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/login';

/** What a client sees of an answer: HTTP status and the envelope. */
export interface Seen {
  http: number;
  status: number;
  datos: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  mensaje?: string;
  aviso?: number | string;
}

/** Thin wrapper over app.inject for the student API tests of offers, applications and internships. */
export function studentClient(app: FastifyInstance) {
  const send = async (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown): Promise<Seen> => {
    const res = await app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      payload: payload as object | undefined,
    });
    const body = res.json();
    return { http: res.statusCode, ...body };
  };
  return {
    get: (url: string, token: string | null) => send('GET', url, token),
    post: (url: string, token: string | null, payload: unknown = {}) => send('POST', url, token, payload),
  };
}

/** Offer ids of a list answer. */
export function idsOf(seen: Seen): number[] {
  const list = Array.isArray(seen.datos) ? seen.datos : seen.datos.ofertas;
  return (list as Array<{ idoferta: number }>).map((o) => o.idoferta);
}
