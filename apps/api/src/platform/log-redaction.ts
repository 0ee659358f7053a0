import type { FastifyRequest } from 'fastify';
import { ROUTES, routePaths } from '@portal/contracts/routes';

/**
 * What the request log may say about a URL (ADR 0035). A link mailed to someone without an account
 * carries its secret in the path or the query: the company tutor's evaluation (valid 30 days), a
 * survey's access key, a password link, an alert's unsubscribe token. The log keeps the route and
 * drops the secret, so that whoever reads the logs cannot use the links.
 */
const CENSOR = '[redacted]';

/** Query parameters that carry a secret, whatever the path (lower case). */
const SECRET_QUERY = new Set([
  'token',
  'access_token',
  'id_token',
  'code',
  'state',
  'ticket',
  'clave',
  'key',
  'signature',
  'samlrequest',
  'samlresponse',
  'relaystate',
]);

/** Route parameters of the web pages that are a link's secret (contracts/routes.ts). */
const SECRET_PARAMS = new Set(['token', 'urlAcceso']);

/**
 * API paths whose parameter is a mailed link's secret: the company tutor's evaluation and every
 * call of a survey reached by its access key (SPEC §4 surveys).
 */
const API_PATTERNS = [
  '/api/EvaluacionEmpresa/:token',
  '/api/Encuestas/:id',
  '/api/Encuestas/accesoEncuesta/:id',
  '/api/Encuestas/logaUsuario/:id',
  '/api/Encuestas/logaAnonimo/:id',
  '/api/Encuestas/validaRespuestaLoginIntegrado/:id',
  '/api/Encuestas/guardaContestacionEncuesta/:id',
  '/api/Encuestas/guardaProgresoEncuesta/:id',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Pattern -> a function that censors the secret segments of a matching path, or null. */
function censorerOf(path: string, secret: (param: string) => boolean) {
  const parts = path.split('/').filter(Boolean);
  const flags = parts.map((p) => p.startsWith(':') && secret(p.slice(1).replace(/\?$/, '')));
  if (!flags.some(Boolean)) return null;
  const source = parts.map((p) => (p.startsWith(':') ? '([^/]+)' : escape(p))).join('/');
  const re = new RegExp(`^((?:/[^/]+)?)/${source}$`, 'i');
  const params = parts.map((p, i) => (p.startsWith(':') ? i : -1)).filter((i) => i >= 0);
  return (pathname: string): string | null => {
    const m = re.exec(pathname);
    if (!m) return null;
    const segments = [...parts];
    params.forEach((index, n) => {
      segments[index] = flags[index] ? CENSOR : m[n + 2];
    });
    return `${m[1]}/${segments.join('/')}`;
  };
}

const CENSORERS = [
  ...API_PATTERNS.map((p) => censorerOf(p, () => true)),
  ...ROUTES.flatMap((route) =>
    routePaths(route).map((p) => censorerOf(p, (param) => SECRET_PARAMS.has(param) || !!route.surveySheet)),
  ),
].filter((c): c is NonNullable<typeof c> => c !== null);

/** The URL with the secrets of its path and query replaced by '[redacted]'. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  let path = pathname;
  for (const censor of CENSORERS) {
    const done = censor(pathname);
    if (done !== null) {
      path = done;
      break;
    }
  }
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return eq >= 0 && SECRET_QUERY.has(decoded.toLowerCase()) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer (method, url, host, address, port) with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
