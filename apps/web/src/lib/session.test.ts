import { beforeEach, describe, expect, it } from 'vitest';
import { getPopup, closePopup } from './error-popup-store';
import './api-client';
import {
  checkSessionExpiry,
  confirmPendingSession,
  endSession,
  getSession,
  getToken,
  holdPendingSession,
  isTokenExpired,
  startSession,
  updateSessionUser,
} from './session';

function token(exp: number | undefined): string {
  const b64 = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64(exp === undefined ? {} : { exp })}.sig`;
}
const now = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  closePopup();
});

describe('session (SPEC §4)', () => {
  it('compares exp in seconds; a token without exp counts as expired', () => {
    expect(isTokenExpired(token(now() + 60))).toBe(false);
    expect(isTokenExpired(token(now() - 1))).toBe(true);
    expect(isTokenExpired(token(undefined))).toBe(true);
    expect(isTokenExpired('not-a-jwt')).toBe(true);
  });

  it('stores the token and the login flags, and ends cleanly', () => {
    const t = token(now() + 600);
    startSession(t, { token: t, conPracticas: true, textoCortoRGPD: null, nombre: 'Ana', rol: 'student' }, 'student');
    expect(localStorage.getItem('portal.token')).toBe(t);
    expect(getSession()).toMatchObject({
      token: t,
      isAuthenticated: true,
      role: 'student',
      user: { conPracticas: true, nombre: 'Ana' },
    });
    expect(getSession().user).not.toHaveProperty('token');
    updateSessionUser({ nombre: 'Ana María' });
    expect(getSession().user?.nombre).toBe('Ana María');
    endSession();
    expect(getSession().isAuthenticated).toBe(false);
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('ends an expired session on check and raises error 2', () => {
    startSession(token(now() - 5), {}, 'company');
    expect(checkSessionExpiry()).toBe(false);
    expect(getSession().isAuthenticated).toBe(false);
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(getPopup()).toMatchObject({ code: 2 });
  });

  it('holds the token during the data-protection step, then makes it the session token', () => {
    const t = token(now() + 600);
    holdPendingSession(t, { conPracticas: false }, 'student');
    expect(getSession().isAuthenticated).toBe(false);
    expect(getToken()).toBe(t);
    expect(confirmPendingSession()).toBe(true);
    expect(getSession()).toMatchObject({ token: t, isAuthenticated: true, role: 'student' });
    expect(confirmPendingSession()).toBe(false);
  });
});
