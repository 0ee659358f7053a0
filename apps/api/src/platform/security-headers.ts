import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * A strict Content-Security-Policy for the web app: scripts only from this origin (the analytics
 * script of a brand that names one, SPEC §7, and only after consent), no inline script, no framing.
 * Inline styles stay allowed because Mantine writes CSS variables into style attributes.
 */
const ANALYTICS_SCRIPT = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://www.googletagmanager.com'];

/** The analytics hosts are allowed only for a brand with an analytics id (issue #12 item 9). */
const helmetOptions = (analytics: boolean): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(analytics ? ANALYTICS_SCRIPT : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(analytics ? ANALYTICS_CONNECT : [])],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/**
 * The headers helmet writes, computed once: they depend on nothing in the request, and
 * @fastify/helmet rebuilt helmet's middleware on every request (~30 µs, bench/README.md).
 */
export function securityHeaders(analytics = false): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(helmetOptions(analytics))({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Registered after the brands: the policy depends on whether the request's brand has analytics. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const plain = securityHeaders(false);
  const withAnalytics = securityHeaders(true);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.brand?.analytics ? withAnalytics : plain);
    done();
  });
}
