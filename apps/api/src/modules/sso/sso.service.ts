import type { TLoginSession } from '@portal/contracts/auth/auth.schemas';
import type { TBrand } from '@portal/contracts/brand';
import { normalizeEmail } from '@portal/contracts/validation/email';
import * as oidc from 'openid-client';
import { AppError } from '../../platform/app-error';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import * as authRepo from '../auth/auth.repository';
import { statusMessage } from '../auth/auth-messages';
import type { SsoFlow } from './sso-flow';
import { sessionFor } from '../auth/login.service';
import { Status } from '@portal/contracts/status-names';

/**
 * Single sign-on through the brand's OpenID Connect provider (SPEC §2 /acceso, §6: graduates of
 * the university must use it, error 95 on the password login). Authorization code flow with PKCE
 * (S256), state and nonce; the provider's `email` claim names the student (docs/account.md).
 */
type BrandSso = NonNullable<TBrand['sso']>;

const DISCOVERY_TTL_MS = 60 * 60_000;
const discoveries = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/** Plain http is accepted only for an issuer on this machine (development and tests). */
function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
}

/** The provider's metadata, fetched once an hour per issuer and client. */
export function providerConfig(sso: BrandSso): Promise<oidc.Configuration> {
  const key = `${sso.issuer}|${sso.clientId}`;
  const cached = discoveries.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const issuer = new URL(sso.issuer);
  const config = oidc.discovery(issuer, sso.clientId, undefined, oidc.ClientSecretBasic(sso.clientSecret), {
    execute: issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
  });
  discoveries.set(key, { at: Date.now(), config });
  // A failed discovery is not cached: the next attempt asks again.
  config.catch(() => discoveries.delete(key));
  return config;
}

export function ssoOf(brand: TBrand): BrandSso {
  // 48: this brand names no identity provider.
  if (!brand.sso) throw new AppError(Status.ActionNotAllowed);
  return brand.sso;
}

/** GET /api/Publico/sso/inicio: the provider's authorization URL and the flow to keep. */
export async function startSso(brand: TBrand, redirectUri: string): Promise<{ url: string; flow: SsoFlow }> {
  const sso = ssoOf(brand);
  let config: oidc.Configuration;
  try {
    config = await providerConfig(sso);
  } catch {
    // The provider is down or misconfigured: the catalogue's 'service unavailable'.
    throw new AppError(Status.ServiceUnavailable);
  }
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const flow: SsoFlow = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier, redirectUri };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return { url: url.toString(), flow };
}

export interface CompleteSsoDeps {
  db: Db;
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>;
  log: { warn(obj: object, msg: string): void };
}

/**
 * POST /api/Alumno/validaRespuestaLoginIntegrado {respuesta}: exchanges the code (checking state,
 * PKCE and the ID token's nonce), reads the `email` claim and answers exactly like logaUsuario.
 * A missing or expired attempt, a provider error or a failed exchange answer 2 (start again); an
 * e-mail without a student account 79; blocked 90; deregistered 32.
 */
export async function completeSso(
  deps: CompleteSsoDeps,
  input: { brand: TBrand; flow: SsoFlow | null; respuesta: string; audience: string; lang: 'es' | 'ca' },
): Promise<TLoginSession> {
  const sso = ssoOf(input.brand);
  if (!input.flow) throw new AppError(Status.SessionExpired);
  const callback = new URL(input.flow.redirectUri);
  callback.search = input.respuesta.replace(/^\?/, '');
  let email: string | undefined;
  let verified: unknown;
  try {
    const config = await providerConfig(sso);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: input.flow.codeVerifier,
      expectedState: input.flow.state,
      expectedNonce: input.flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token claims');
    // Providers that conform ID token claims to the response type (OpenID Connect Core 5.4) put
    // `email` in the UserInfo answer only; ask there when the ID token lacks it.
    const source =
      typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    email = typeof source.email === 'string' ? source.email : undefined;
    verified = source.email_verified;
  } catch (err) {
    deps.log.warn({ err: (err as Error).message, brand: input.brand.key }, 'single sign-on failed');
    throw new AppError(Status.SessionExpired);
  }
  // An address the provider says it has not verified names nobody.
  if (!email || verified === false)
    throw new AppError(Status.UserWithoutAccess, { mensaje: statusMessage(79, input.lang) });
  const user = await authRepo.findUserByEmail(deps.db, normalizeEmail(email));
  if (!user || user.role !== 'student')
    throw new AppError(Status.UserWithoutAccess, { mensaje: statusMessage(79, input.lang) });
  if (user.status === 'blocked') throw new AppError(Status.UserBlocked, { mensaje: statusMessage(90, input.lang) });
  if (user.status === 'deregistered')
    throw new AppError(Status.UserDeregistered, { mensaje: statusMessage(32, input.lang) });
  return sessionFor(deps, user, { companyId: null, audience: input.audience });
}
