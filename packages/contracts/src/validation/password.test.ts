import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordsMatch } from './password';

describe('isValidPassword (SPEC §5/§9, error 28)', () => {
  it.each(['Demo2026', 'abcdefg1', '12345678', 'una frase 1 larga'])('accepts %j', (value) => {
    expect(isValidPassword(value)).toBe(true);
  });

  it.each([
    ['7 characters', 'abcdef1'],
    ['no digit', 'abcdefgh'],
    ['empty', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidPassword(value)).toBe(false);
  });
});

describe('passwordsMatch', () => {
  it.each([
    ['Demo2026', 'Demo2026', true],
    ['Demo2026', 'demo2026', false],
    ['Demo2026', 'Demo2026 ', false],
    ['', '', true],
  ])('%j vs %j -> %s', (a, b, expected) => {
    expect(passwordsMatch(a, b)).toBe(expected);
  });
});
