import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../platform/config';
import { bearer } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { codeOf, call, type Json } from '../cv/cv-test-kit';

// A local OpenID Connect provider (oidc-provider) on 127.0.0.1 and a random port stands for the
// university's identity provider of the catalunya brand; the test drives its login over HTTP.
const CATALUNYA = 'catalunya.localhost';
const CLIENT_ID = 'portal-practiques';
const CLIENT_SECRET = 'secret-of-the-test-provider';
const REDIRECT_URI = `http://${CATALUNYA}:3000/acceso`;

/** Accounts of the provider: subject -> e-mail claim. */
const ACCOUNTS: Record<string, string> = {
  lucia: 'Alumna@demo.test',
  elena: 'antiguo@demo.test',
  empresa: 'empresa@demo.test',
  nadie: 'nadie@otra-universidad.test',
};

let t: TestApp;
let idp: http.Server;
let issuer: string;
let brandsDir: string;
/** Who the next login at the provider signs in as. */
let signInAs = 'lucia';

async function startProvider(): Promise<void> {
  idp = http.createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['sso-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: ACCOUNTS[id], email_verified: true }),
    }),
    // A first-party client: consent is implied, so only the login interaction remains.
    loadExistingGrant: async (ctx: Json) => {
      if (!ctx.oidc.session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  idp.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      // The login page: the person authenticates as `signInAs`.
      void provider.interactionFinished(
        req,
        res,
        { login: { accountId: signInAs } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    callback(req, res);
  });
}

/** Copies brands/ with catalunya's identity provider pointed at the local one. */
function testBrands(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sso-brands-'));
  fs.cpSync(path.join(repoRoot, 'brands'), dir, { recursive: true });
  const file = path.join(dir, 'catalunya', 'brand.json');
  const brand = JSON.parse(fs.readFileSync(file, 'utf8'));
  brand.sso = { ...brand.sso, issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET };
  fs.writeFileSync(file, JSON.stringify(brand));
  return dir;
}

/** Follows the provider's redirects like a browser (cookies kept) until it sends us back to /acceso. */
async function throughProvider(authorizationUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(REDIRECT_URI)) return new URL(next);
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${next}: ${res.status} ${await res.text()}`);
    next = new URL(location, next).toString();
  }
  throw new Error('too many redirects');
}

/** GET /api/Publico/sso/inicio, then the provider: the callback query and the flow cookie. */
async function signInAtProvider(as: string): Promise<{ respuesta: string; cookie: string }> {
  signInAs = as;
  const start = await t.app.inject({ method: 'GET', url: '/api/Publico/sso/inicio', headers: { host: CATALUNYA } });
  expect(start.statusCode).toBe(302);
  const setCookie = String(start.headers['set-cookie']);
  expect(setCookie).toMatch(/^portal_sso=[^;]+;/);
  expect(setCookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api', 'SameSite=Lax']);
  const location = new URL(String(start.headers.location));
  expect(location.origin).toBe(issuer);
  expect(Object.fromEntries(location.searchParams)).toMatchObject({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    code_challenge_method: 'S256',
    scope: 'openid email',
  });
  const callback = await throughProvider(location.toString());
  return { respuesta: callback.search, cookie: setCookie.split(';')[0] };
}

function complete(respuesta: string, cookie?: string, host = CATALUNYA) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Alumno/validaRespuestaLoginIntegrado',
    headers: { host, ...(cookie ? { cookie } : {}) },
    payload: { respuesta },
  });
}

beforeAll(async () => {
  await startProvider();
  brandsDir = testBrands();
  t = await buildTestApp({ config: { brandsDir } });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => idp.close(() => resolve()));
  fs.rmSync(brandsDir, { recursive: true, force: true });
});

describe('single sign-on through the brand identity provider', () => {
  it('signs the student in and answers exactly like logaUsuario', async () => {
    const { respuesta, cookie } = await signInAtProvider('lucia');
    expect(respuesta).toMatch(/^\?code=[^&]+&state=[^&]+/);
    const res = await complete(respuesta, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(0);
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { host: CATALUNYA },
      payload: { eUsuario: 'alumna@demo.test', ePassword: 'Demo2026' },
    });
    expect(Object.keys(body.datos).sort()).toEqual(Object.keys(password.json().datos).sort());
    expect(body.datos).toMatchObject({
      rol: 'student',
      idEmpresa: null,
      tieneCVadjunto: true,
      faltaNumeroSeguridadSocial: true,
    });
    // The flow cookie is spent.
    expect(String(res.headers['set-cookie'])).toMatch(/^portal_sso=; .*Max-Age=0/);
    const cv = await t.app.inject({
      method: 'GET',
      url: '/api/Alumno/dameCvUsuario',
      headers: { host: CATALUNYA, ...bearer(body.datos.token) },
    });
    expect(cv.json().datos.personales.nombre).toBe('Lucía');
  });

  it('is the way in for a graduate who must use it (95 on the password login)', async () => {
    await t.app.db.updateTable('users').set({ sso_required: 1 }).where('email', '=', 'antiguo@demo.test').execute();
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/Alumno/logaUsuario',
      headers: { host: CATALUNYA },
      payload: { eUsuario: 'antiguo@demo.test', ePassword: 'Demo2026' },
    });
    expect([password.statusCode, password.json().status]).toEqual([403, 95]);
    const { respuesta, cookie } = await signInAtProvider('elena');
    const res = await complete(respuesta, cookie);
    expect(res.json()).toMatchObject({ status: 0, datos: { rol: 'student', idIdiomaPreferido: 1 } });
    // editarPassword has no password to change for such an account.
    const token = res.json().datos.token;
    const change = await call(
      t.app,
      'POST',
      '/api/Alumno/editarPassword',
      token,
      { passwordActual: 'Demo2026', passwordNueva: 'Cambiada2026' },
      CATALUNYA,
    );
    expect([change.http, change.body.status]).toEqual([403, 95]);
  });

  it('works once: a replayed callback, a missing or foreign flow cookie answer 2', async () => {
    const { respuesta, cookie } = await signInAtProvider('lucia');
    expect((await complete(respuesta)).json().status).toBe(2);
    const other = await signInAtProvider('lucia');
    // The cookie of another attempt: the state does not match.
    const foreign = await complete(respuesta, other.cookie);
    expect([foreign.statusCode, foreign.json().status]).toEqual([401, 2]);
    expect((await complete(other.respuesta, other.cookie)).json().status).toBe(0);
    // The code of an attempt already completed is refused by the provider.
    expect((await complete(other.respuesta, other.cookie)).json().status).toBe(2);
    // The first attempt never reached the provider's token endpoint: it still works, once.
    expect((await complete(respuesta, cookie)).json().status).toBe(0);
    expect((await complete(respuesta, cookie)).json().status).toBe(2);
  });

  it('#12.7 a malformed cookie on the SSO callback answers 401 status 2 like a missing flow, not 500', async () => {
    const { respuesta } = await signInAtProvider('lucia');
    const malformed = [
      'portal_sso=%',
      'portal_sso=%E0%A4%A',
      'portal_sso=%zz; other=%',
      '%=%; portal_sso=a%b',
      'portal_sso="%"',
    ];
    for (const cookie of malformed) {
      for (const url of [
        '/api/Alumno/validaRespuestaLoginIntegrado',
        '/api/Encuestas/validaRespuestaLoginIntegrado/valoracion-eventos',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { host: CATALUNYA, cookie },
          payload: { respuesta },
        });
        expect({ cookie, url, answer: [res.statusCode, res.json().status] }).toEqual({ cookie, url, answer: [401, 2] });
      }
    }
  });

  it('answers 79 for an e-mail without a student account and 90 for a blocked one', async () => {
    for (const who of ['nadie', 'empresa']) {
      const { respuesta, cookie } = await signInAtProvider(who);
      const res = await complete(respuesta, cookie);
      expect([res.statusCode, res.json().status]).toEqual([403, 79]);
    }
    await t.app.db.updateTable('users').set({ status: 'blocked' }).where('email', '=', 'alumna@demo.test').execute();
    const { respuesta, cookie } = await signInAtProvider('lucia');
    expect((await complete(respuesta, cookie)).json().status).toBe(90);
    await t.app.db.updateTable('users').set({ status: 'active' }).where('email', '=', 'alumna@demo.test').execute();
  });

  it('signs in for a survey (validaRespuestaLoginIntegrado/{id}) only when the survey is for the student', async () => {
    const forSurvey = (id: string, respuesta: string, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/Encuestas/validaRespuestaLoginIntegrado/${id}`,
        headers: { host: CATALUNYA, cookie },
        payload: { respuesta },
      });
    const ok = await signInAtProvider('lucia');
    const res = await forSurvey('valoracion-eventos', ok.respuesta, ok.cookie);
    expect(res.json()).toMatchObject({ status: 0, datos: { rol: 'student' } });
    const sheet = await t.app.inject({
      method: 'GET',
      url: '/api/Encuestas/valoracion-eventos',
      headers: { host: CATALUNYA, ...bearer(res.json().datos.token) },
    });
    expect(sheet.json().status).toBe(0);
    // A companies-only survey: 38, and the session just opened is revoked.
    const revoked = () => t.app.db.selectFrom('revoked_tokens').select('jti').where('user_id', '=', 1).execute();
    const before = (await revoked()).length;
    const other = await signInAtProvider('lucia');
    const refused = await forSurvey('empresas-colaboradoras', other.respuesta, other.cookie);
    expect(refused.json()).toMatchObject({ status: 38, datos: null });
    expect(await revoked()).toHaveLength(before + 1);
  });

  it('answers 48 on a brand without an identity provider', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/Publico/sso/inicio' });
    expect([start.statusCode, start.json().status]).toEqual([403, 48]);
    expect(
      await codeOf(
        call(t.app, 'POST', '/api/Alumno/validaRespuestaLoginIntegrado', null, { respuesta: 'code=x&state=y' }),
      ),
    ).toEqual([403, 48]);
  });
});
