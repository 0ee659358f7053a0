import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { authenticate, issueToken, revokeAllTokens, revokeToken, TOKEN_ISSUER } from './auth';
import { registerErrorHandling } from './error-handler';
import { JWT_SECRET_FILE, loadJwtSecret } from './jwt-secret';

// Demo ids (HELPERS.md): 1 alumna (student), 4 empresa (contact of company 1).
const STUDENT = 1;
const COMPANY_USER = 4;

let t: TestApp;
/** A bare app with one probe route per role set, sharing the test database and config. */
let probe: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  probe = Fastify();
  probe.decorate('config', t.config);
  probe.decorate('db', t.app.db);
  registerErrorHandling(probe);
  probe.get('/any', { onRequest: [authenticate()] }, async (req) => req.user);
  probe.get('/company', { onRequest: [authenticate(['company'])] }, async (req) => req.user);
  await probe.ready();
});
/** Lets the pool's sockets finish closing before the test database is dropped. */
async function closeApp(app: TestApp) {
  await app.app.db.destroy();
  await new Promise((r) => setTimeout(r, 100));
  await app.close();
}

afterAll(async () => {
  await probe?.close();
  await closeApp(t);
});

const key = () => new TextEncoder().encode(t.config.jwtSecret);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const call = (token: string | null, url = '/any') =>
  probe.inject({ method: 'GET', url, headers: token === null ? {} : { authorization: `Bearer ${token}` } });
const tokenFor = (userId: number, role: 'student' | 'company' = 'student', companyId: number | null = null) =>
  issueToken(t.config, { userId, role, companyId, tokenVersion: 0, audience: 'portal' });

function expectSessionLost(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ status: 2, datos: null });
}

async function claimsSigned(
  claims: Record<string, unknown>,
  opts: { alg?: string; exp?: number; iss?: string; aud?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'student', cid: null, ver: 0, ...claims })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setIssuer(opts.iss ?? TOKEN_ISSUER)
    .setAudience(opts.aud ?? 'portal')
    .setSubject(String(STUDENT))
    .setJti(crypto.randomUUID())
    .setIssuedAt(now - 10)
    .setExpirationTime(opts.exp ?? now + 600)
    .sign(key());
}

describe('authenticate() hook', () => {
  it('accepts a valid token and sets request.user', async () => {
    const res = await call(await tokenFor(STUDENT));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: STUDENT,
      role: 'student',
      companyId: null,
      contactId: null,
      lang: 'es',
      god: false,
    });
  });

  it('answers 401 status 2 without a token or with a malformed header', async () => {
    expectSessionLost(await call(null));
    expectSessionLost(await probe.inject({ method: 'GET', url: '/any', headers: { authorization: 'Basic abc' } }));
    expectSessionLost(await call('not-a-jwt'));
  });

  it('refuses an expired token', async () => {
    expectSessionLost(await call(await claimsSigned({}, { exp: Math.floor(Date.now() / 1000) - 5 })));
  });

  it('refuses alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: String(STUDENT),
      role: 'student',
      cid: null,
      ver: 0,
      jti: 'x',
      iat: now,
      exp: now + 600,
      iss: TOKEN_ISSUER,
      aud: 'portal',
    };
    expectSessionLost(await call(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`));
  });

  it('refuses another algorithm signed with the same secret (HS512)', async () => {
    expectSessionLost(await call(await claimsSigned({}, { alg: 'HS512' })));
  });

  it('refuses a tampered payload', async () => {
    const [h, p, s] = (await tokenFor(STUDENT)).split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    expectSessionLost(await call(`${h}.${b64({ ...payload, sub: '2' })}.${s}`));
    expectSessionLost(await call(`${h}.${b64({ ...payload, role: 'staff' })}.${s}`));
  });

  it('refuses a token signed with another secret, issuer or audience', async () => {
    const other = await new SignJWT({ role: 'student', cid: null, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience('portal')
      .setSubject(String(STUDENT))
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(crypto.randomBytes(32));
    expectSessionLost(await call(other));
    expectSessionLost(await call(await claimsSigned({}, { iss: 'someone-else' })));
    expectSessionLost(await call(await claimsSigned({}, { aud: 'other-brand' })));
  });

  it('sees a block, a revocation or a removed contact written straight to the database at the next request', async () => {
    const token = await tokenFor(STUDENT);
    expect((await call(token)).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ status: 'blocked' }).where('id', '=', STUDENT).execute();
    expectSessionLost(await call(token));
    await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', STUDENT).execute();
    expect((await call(token)).statusCode).toBe(200);

    const jti = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti;
    await t.app.db
      .insertInto('revoked_tokens')
      .values({ jti, user_id: STUDENT, expires_at: new Date(Date.now() + 3600_000).toISOString() })
      .execute();
    expectSessionLost(await call(token));

    const company = await tokenFor(COMPANY_USER, 'company', 1);
    expect((await call(company, '/company')).statusCode).toBe(200);
    const contact = await t.app.db
      .selectFrom('company_contacts')
      .selectAll()
      .where('user_id', '=', COMPANY_USER)
      .where('company_id', '=', 1)
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('company_contacts').set({ user_id: null }).where('id', '=', contact.id).execute();
    expectSessionLost(await call(company, '/company'));
    await t.app.db
      .updateTable('company_contacts')
      .set({ user_id: COMPANY_USER })
      .where('id', '=', contact.id)
      .execute();
    expect((await call(company, '/company')).statusCode).toBe(200);
  });

  it('answers 403 status 71 for the wrong role', async () => {
    const res = await call(await tokenFor(STUDENT), '/company');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 71 });
  });

  it('gives a company token its company and contact, and refuses it for a company it is not a contact of', async () => {
    const ok = await call(await tokenFor(COMPANY_USER, 'company', 1), '/company');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ userId: COMPANY_USER, role: 'company', companyId: 1 });
    expect(typeof ok.json().contactId).toBe('number');
    expectSessionLost(await call(await tokenFor(COMPANY_USER, 'company', 2), '/company'));
    // A company token must name its company.
    expectSessionLost(await call(await tokenFor(COMPANY_USER, 'company', null), '/company'));
  });

  it('refuses a revoked token (logout) but not the user’s other tokens', async () => {
    const a = await tokenFor(STUDENT);
    const b = await tokenFor(STUDENT);
    const user = (await call(a)).json();
    await revokeToken(t.app.db, user);
    expectSessionLost(await call(a));
    expect((await call(b)).statusCode).toBe(200);
  });

  it('refuses every earlier token once token_version is bumped (password change)', async () => {
    const before = await issueToken(t.config, {
      userId: 2,
      role: 'student',
      companyId: null,
      tokenVersion: 0,
      audience: 'portal',
    });
    expect((await call(before)).statusCode).toBe(200);
    await revokeAllTokens(t.app.db, 2);
    expectSessionLost(await call(before));
    const after = await issueToken(t.config, {
      userId: 2,
      role: 'student',
      companyId: null,
      tokenVersion: 1,
      audience: 'portal',
    });
    expect((await call(after)).statusCode).toBe(200);
  });

  it('refuses the token of a user blocked after sign-in', async () => {
    const token = await issueToken(t.config, {
      userId: 3,
      role: 'student',
      companyId: null,
      tokenVersion: 0,
      audience: 'portal',
    });
    expect((await call(token)).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ status: 'blocked' }).where('id', '=', 3).execute();
    expectSessionLost(await call(token));
    await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', 3).execute();
  });
});

describe('JWT secret', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-jwt-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('uses JWT_SECRET when set and refuses one shorter than 256 bits', () => {
    expect(Buffer.from(loadJwtSecret({ jwtSecret: 'x'.repeat(32), dataDir: tmp() })).toString()).toBe('x'.repeat(32));
    expect(() => loadJwtSecret({ jwtSecret: 'short', dataDir: tmp() })).toThrow(/JWT_SECRET/);
  });

  it('generates 256 random bits once into DATA_DIR with mode 0600 and reuses them', () => {
    const dataDir = tmp();
    const first = loadJwtSecret({ dataDir });
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(first.length).toBe(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(loadJwtSecret({ dataDir })).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(loadJwtSecret({ dataDir: tmp() })).equals(Buffer.from(first))).toBe(false);
  });

  it('signs with the generated secret when no JWT_SECRET is set, and the next start accepts the token', async () => {
    const dataDir = tmp();
    const a = await buildTestApp({ config: { jwtSecret: undefined, dataDir } });
    try {
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/Alumno/logaUsuario',
        payload: { eUsuario: 'alumna@demo.test', ePassword: 'Demo2026' },
      });
      expect(res.json().status).toBe(0);
      const token = res.json().datos.token as string;
      expect(fs.statSync(path.join(dataDir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
      const b = await buildTestApp({ config: { jwtSecret: undefined, dataDir } });
      try {
        // Same secret file, another instance (same demo ids): the token of the first is valid here.
        const companies = await b.app.inject({
          method: 'GET',
          url: '/api/Empresa/dameEmpresasDelUsuario',
          headers: { authorization: `Bearer ${token}` },
        });
        // A student token passes the signature check on the second app (403 role, not 401 session).
        expect(companies.statusCode).toBe(403);
      } finally {
        await closeApp(b);
      }
    } finally {
      await closeApp(a);
    }
  });
});
