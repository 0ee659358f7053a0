import crypto from 'node:crypto';

/**
 * Compact JWS verification for the one algorithm session tokens use, HS256, with node:crypto.
 * Every signed-in request runs it: jose's `jwtVerify` goes through WebCrypto (an asynchronous
 * job and a key import per call, ~75 µs under load) where a synchronous HMAC costs ~10 µs
 * (bench/README.md 'Offer list and search'). Tokens are still signed by jose (auth.ts).
 *
 * Answers the payload of a well-formed token whose header says HS256 and whose signature matches
 * `key`, or null. The claims (issuer, audience, expiry...) are checked by `checkClaims`.
 */
export function verifyHs256(token: string, key: crypto.KeyObject): Record<string, unknown> | null {
  const first = token.indexOf('.');
  const second = token.indexOf('.', first + 1);
  if (first <= 0 || second <= first + 1 || token.indexOf('.', second + 1) !== -1) return null;
  const header = parseSegment(token.slice(0, first));
  // Only HS256: `alg: none` and every other algorithm are refused, and so is any header that
  // asks for extensions we do not implement (crit, unencoded payloads).
  if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null;
  const signature = Buffer.from(token.slice(second + 1), 'base64url');
  const expected = crypto.createHmac('sha256', key).update(token.slice(0, second)).digest();
  if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) return null;
  return parseSegment(token.slice(first + 1, second));
}

function parseSegment(segment: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export interface ExpectedClaims {
  issuer: string;
  audience: string;
  /** Epoch seconds; defaults to now. */
  now?: number;
}

/**
 * RFC 7519 §4.1 checks, as jose does them without clock tolerance: `iss` equal, `aud` equal or
 * listing the audience, `exp` in the future, `nbf` (if any) reached, and `sub`, `jti`, `iat`
 * present.
 */
export function checkClaims(payload: Record<string, unknown>, expected: ExpectedClaims): boolean {
  const now = expected.now ?? Math.floor(Date.now() / 1000);
  const { iss, aud, exp, nbf, iat, sub, jti } = payload;
  if (iss !== expected.issuer) return false;
  if (Array.isArray(aud) ? !aud.includes(expected.audience) : aud !== expected.audience) return false;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= now) return false;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return false;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return false;
  return typeof sub === 'string' && typeof jti === 'string';
}
