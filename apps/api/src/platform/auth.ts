import crypto from 'node:crypto';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { SignJWT } from 'jose';
import type { TRole, TTokenClaims } from '@portal/contracts/auth/auth.schemas';
import { AppError } from './app-error';
import type { AppConfig } from './config';
import type { Db } from './db';
import { checkClaims, verifyHs256 } from './jwt-hs256';
import { jwtKeyFor } from './jwt-secret';
import { loadSessionState, type DataVersions } from './session-state';
import { Status } from '@portal/contracts/status-names';

export type { DataVersions };

/** The signed-in user of a request, set by `authenticate()`. */
export interface AuthUser {
  userId: number;
  role: TRole;
  /** The company a company contact signed in for (SPEC §4: one company is picked at login). */
  companyId: number | null;
  /** company_contacts.id of that contact in that company. */
  contactId: number | null;
  jti: string;
  lang: 'es' | 'ca';
  /** Staff god-mode token (/gma2019). */
  god: boolean;
  /** Token expiry, epoch seconds (a revocation row lives until then). */
  exp: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Only meaningful behind `authenticate()`. */
    user: AuthUser;
    /** Read with the session, behind `authenticate()`; empty elsewhere. */
    dataVersions: DataVersions;
  }
}

export const TOKEN_ISSUER = 'placement-portal';
export const DEFAULT_AUDIENCE = 'portal';
/** Session tokens last a working day; the web compares `exp` in seconds (SPEC §4 Session). */
export const SESSION_TTL_SECONDS = 8 * 3600;
/** God-mode tokens only lift client-side guards, and for a short while. */
export const GOD_TTL_SECONDS = 30 * 60;

/**
 * The brand a request is for (its key): the token audience, so that a token works only on the
 * brand it was issued on. 'portal' where no brand is resolved (apps built without brands).
 */
export function brandKeyOf(request: FastifyRequest): string {
  return request.brand?.key || DEFAULT_AUDIENCE;
}

export interface IssueTokenInput {
  userId: number;
  role: TRole;
  companyId: number | null;
  tokenVersion: number;
  audience: string;
  ttlSeconds?: number;
  god?: boolean;
}

export async function issueToken(
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>,
  input: IssueTokenInput,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = { role: input.role, cid: input.companyId, ver: input.tokenVersion };
  if (input.god) claims.god = true;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(input.audience)
    .setSubject(String(input.userId))
    .setJti(crypto.randomBytes(16).toString('base64url'))
    .setIssuedAt(now)
    .setExpirationTime(now + (input.ttlSeconds ?? SESSION_TTL_SECONDS))
    .sign(jwtKeyFor(config));
}

function sessionLost(): AppError {
  return new AppError(Status.SessionExpired);
}

/**
 * Checks signature, algorithm (HS256 only: `alg: none` and any other algorithm are refused),
 * issuer, audience and expiry; answers the claims or throws AppError 2. Synchronous: it runs on
 * every signed-in request (jwt-hs256.ts).
 */
export function verifyToken(
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>,
  token: string,
  audience: string,
): TTokenClaims {
  const payload = verifyHs256(token, jwtKeyFor(config));
  if (!payload || !checkClaims(payload, { issuer: TOKEN_ISSUER, audience })) throw sessionLost();
  const role = payload.role;
  const sub = Number(payload.sub);
  if (
    (role !== 'student' && role !== 'company' && role !== 'staff') ||
    !Number.isInteger(sub) ||
    typeof payload.ver !== 'number'
  ) {
    throw sessionLost();
  }
  const cid = payload.cid;
  if (cid !== null && cid !== undefined && typeof cid !== 'number') throw sessionLost();
  if (role === 'company' && typeof cid !== 'number') throw sessionLost();
  return {
    sub: String(sub),
    role,
    cid: typeof cid === 'number' ? cid : null,
    ver: payload.ver,
    jti: String(payload.jti),
    iat: payload.iat as number,
    exp: payload.exp as number,
    iss: TOKEN_ISSUER,
    aud: audience,
    god: payload.god === true,
  };
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * onRequest hook: a valid bearer token of an active user (else HTTP 401, status 2) whose role is
 * one of `roles` when given (else HTTP 403, status 71). Sets `request.user`.
 */
export function authenticate(roles?: readonly TRole[]): onRequestAsyncHookHandler {
  return async function authenticateHook(request) {
    const token = bearerOf(request);
    if (!token) throw sessionLost();
    const { config, db } = request.server;
    const claims = verifyToken(config, token, brandKeyOf(request));
    const session = await loadSessionState(db, claims);
    if (!session) throw sessionLost();
    const { state } = session;
    if (
      state.status !== 'active' ||
      state.token_version !== claims.ver ||
      state.role !== claims.role ||
      Boolean(Number(state.revoked)) ||
      (claims.role === 'company' && state.contact_id === null)
    ) {
      throw sessionLost();
    }
    request.user = {
      userId: Number(claims.sub),
      role: claims.role,
      companyId: claims.cid,
      contactId: state.contact_id ?? null,
      jti: claims.jti,
      lang: state.preferred_language === 'ca' ? 'ca' : 'es',
      god: claims.god === true,
      exp: claims.exp,
    };
    request.dataVersions = session.versions;
    if (roles && !roles.includes(claims.role)) throw new AppError(Status.NoPermission);
  };
}

/** Logout: this token is refused from now on, on every instance. */
export async function revokeToken(db: Db, user: Pick<AuthUser, 'userId' | 'jti' | 'exp'>): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('revoked_tokens')
    .values({ jti: user.jti, user_id: user.userId, expires_at: new Date(user.exp * 1000).toISOString() })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  // Expired tokens are refused by their signature check anyway: their rows can go.
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
}

/**
 * Revokes every token the user holds (password change, block): bumps users.token_version,
 * which every token carries as `ver`.
 */
export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
