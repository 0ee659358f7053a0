import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_ISSUER } from '../../platform/auth';
import type { AppConfig } from '../../platform/config';
import { jwtKeyFor } from '../../platform/jwt-secret';

/**
 * The state of one single-sign-on attempt (state, nonce, PKCE verifier, redirect URI), kept in a
 * short-lived signed cookie between GET /api/Publico/sso/inicio and validaRespuestaLoginIntegrado.
 * The cookie binds the attempt to the browser that started it (no login CSRF: a callback URL
 * sent to someone else fails), and its audience `sso:<brand>` keeps it from ever passing as a
 * session token (sessions carry the brand key as audience).
 */
export const FLOW_COOKIE = 'portal_sso';
/** Long enough to type a password at the identity provider, short enough to be useless later. */
export const FLOW_TTL_SECONDS = 10 * 60;

export interface SsoFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

const audienceFor = (brandKey: string) => `sso:${brandKey}`;

export async function signFlow(
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>,
  brandKey: string,
  flow: SsoFlow,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ st: flow.state, nc: flow.nonce, cv: flow.codeVerifier, ru: flow.redirectUri })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audienceFor(brandKey))
    .setIssuedAt(now)
    .setExpirationTime(now + FLOW_TTL_SECONDS)
    .sign(jwtKeyFor(config));
}

/** The flow of the cookie, or null when missing, forged, expired or of another brand. */
export async function readFlow(
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>,
  brandKey: string,
  cookie: string | undefined,
): Promise<SsoFlow | null> {
  if (!cookie) return null;
  try {
    const { payload } = await jwtVerify(cookie, jwtKeyFor(config), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: audienceFor(brandKey),
      requiredClaims: ['exp'],
    });
    const { st, nc, cv, ru } = payload;
    if (typeof st !== 'string' || typeof nc !== 'string' || typeof cv !== 'string' || typeof ru !== 'string')
      return null;
    return { state: st, nonce: nc, codeVerifier: cv, redirectUri: ru };
  } catch {
    return null;
  }
}

/**
 * The flow cookie of the request, parsed by @fastify/cookie: a malformed Cookie header (a stray
 * `%`) reads as no flow instead of throwing URIError into a 500 (issue #12 item 7).
 */
export function flowCookie(request: FastifyRequest): string | undefined {
  return request.cookies[FLOW_COOKIE];
}

/** HttpOnly, SameSite=Lax (sent on the provider's top-level redirect back), only to /api. */
export function setFlowCookie(reply: FastifyReply, request: FastifyRequest, value: string, maxAge: number): void {
  reply.setCookie(FLOW_COOKIE, value, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    maxAge,
    secure: request.protocol === 'https',
  });
}
