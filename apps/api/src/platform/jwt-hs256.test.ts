import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { checkClaims, verifyHs256 } from './jwt-hs256';

const secret = crypto.randomBytes(32);
const key = crypto.createSecretKey(secret);
const now = Math.floor(Date.now() / 1000);
const claims = {
  iss: 'placement-portal',
  aud: 'portal',
  sub: '1',
  jti: 'j1',
  iat: now - 5,
  exp: now + 600,
  role: 'student',
};
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const sign = (alg = 'HS256', body: Record<string, unknown> = claims, k: Uint8Array = secret) =>
  new SignJWT(body).setProtectedHeader({ alg, typ: 'JWT' }).sign(k);

describe('verifyHs256', () => {
  it('answers the payload of a token jose signed with the key', async () => {
    expect(verifyHs256(await sign(), key)).toEqual(claims);
  });

  it('refuses another key, another algorithm, alg none and tampering', async () => {
    expect(verifyHs256(await sign('HS256', claims, crypto.randomBytes(32)), key)).toBeNull();
    expect(verifyHs256(await sign('HS384'), key)).toBeNull();
    expect(verifyHs256(`${b64({ alg: 'none' })}.${b64(claims)}.`, key)).toBeNull();
    const [h, , s] = (await sign()).split('.');
    expect(verifyHs256(`${h}.${b64({ ...claims, sub: '2' })}.${s}`, key)).toBeNull();
  });

  it('refuses headers with extensions and malformed tokens', async () => {
    const critical = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', crit: ['exp'] } as never)
      .sign(secret)
      .catch(() => null);
    if (critical) expect(verifyHs256(critical, key)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', '..', `${b64({ alg: 'HS256' })}.%%%.x`, `${b64([1])}.${b64(claims)}.x`]) {
      expect(verifyHs256(bad, key)).toBeNull();
    }
  });
});

describe('checkClaims', () => {
  const expected = { issuer: 'placement-portal', audience: 'portal', now };
  it('accepts the issuer and audience (also in a list) before expiry', () => {
    expect(checkClaims(claims, expected)).toBe(true);
    expect(checkClaims({ ...claims, aud: ['x', 'portal'] }, expected)).toBe(true);
  });
  it('refuses expiry reached, nbf in the future, another issuer or audience, missing claims', () => {
    expect(checkClaims({ ...claims, exp: now }, expected)).toBe(false);
    expect(checkClaims({ ...claims, nbf: now + 60 }, expected)).toBe(false);
    expect(checkClaims({ ...claims, iss: 'other' }, expected)).toBe(false);
    expect(checkClaims({ ...claims, aud: 'catalunya' }, expected)).toBe(false);
    for (const missing of ['sub', 'jti', 'iat', 'exp']) {
      const { [missing]: _, ...rest } = claims as Record<string, unknown>;
      expect(checkClaims(rest, expected)).toBe(false);
    }
  });
});
