import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@portal/contracts/routes';
import { endSession, startSession } from '../lib/session';
import { fakeToken, signIn } from '../test/render-app';
import { keepSignedInHint } from './signed-in-hint';

const hint = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))
    ?.split('=')[1];

afterEach(() => {
  endSession();
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=;Max-Age=0;Path=/`;
});

describe('#16.9 ADR 0029: the cookie that tells the server a session is stored', () => {
  it('is set for a stored session and goes when the session ends', () => {
    keepSignedInHint(signIn('student'));
    expect(hint()).toBe('1');
    endSession();
    expect(hint()).toBeUndefined();
  });

  it('goes when another person signs in on the tab (their next load sets it again)', () => {
    keepSignedInHint(signIn('company'));
    startSession(fakeToken(7200), { nombre: 'Otra' }, 'student');
    expect(hint()).toBeUndefined();
  });

  it('is not set for a token already expired, and an older one is dropped', () => {
    keepSignedInHint(signIn('student'));
    keepSignedInHint(fakeToken(-10));
    expect(hint()).toBeUndefined();
  });
});
