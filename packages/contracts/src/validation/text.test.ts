import { describe, expect, it } from 'vitest';
import {
  hasAgreementIdLength,
  hasMinLength,
  hasPhoneLength,
  isLengthBetween,
  isPostalAddress,
  isStandardText,
} from './text';

describe('isStandardText (SPEC §9 3 to 150)', () => {
  it.each(['abc', 'Tecnologías Levante S.L.', 'a'.repeat(150), '  abc  '])('accepts %j', (value) => {
    expect(isStandardText(value)).toBe(true);
  });

  it.each(['', 'ab', '  ab  ', 'a'.repeat(151)])('rejects %j', (value) => {
    expect(isStandardText(value)).toBe(false);
  });
});

describe('isPostalAddress (SPEC §9 3 to 250)', () => {
  it.each(['C/ Mayor 1', 'a'.repeat(250)])('accepts %j', (value) => {
    expect(isPostalAddress(value)).toBe(true);
  });

  it.each(['ab', 'a'.repeat(251)])('rejects %j', (value) => {
    expect(isPostalAddress(value)).toBe(false);
  });
});

describe('minimum lengths (SPEC §9 phones and agreement ID: 9)', () => {
  it.each([
    ['600123456', true],
    ['60012345', false],
    [' 60012345 ', false],
  ])('hasPhoneLength(%j) -> %s', (value, expected) => {
    expect(hasPhoneLength(value)).toBe(expected);
  });

  it.each([
    ['12345678Z', true],
    ['1234567Z', false],
  ])('hasAgreementIdLength(%j) -> %s', (value, expected) => {
    expect(hasAgreementIdLength(value)).toBe(expected);
  });

  it('generic helpers', () => {
    expect(hasMinLength('abc', 3)).toBe(true);
    expect(hasMinLength('ab', 3)).toBe(false);
    expect(isLengthBetween('abcd', 2, 4)).toBe(true);
    expect(isLengthBetween('abcde', 2, 4)).toBe(false);
  });
});
