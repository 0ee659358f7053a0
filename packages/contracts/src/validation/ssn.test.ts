import { describe, expect, it } from 'vitest';
import { isValidSsn, normalizeSsn, ssnControl } from './ssn';

describe('isValidSsn (SPEC §5/§9 social-security number, error 108)', () => {
  it.each([
    // 2812345678 mod 97 = 40.
    '281234567840',
    // Sequence 00123456 < 10^7: 08 * 10^7 + 123456 = 80123456, mod 97 = 1.
    '080012345601',
    // 28 * 10^7 + 1234567 = 281234567, mod 97 = 42.
    '280123456742',
    '461000000019',
    '28/12345678/40',
    ' 28 12345678 40 ',
  ])('accepts %j', (value) => {
    expect(isValidSsn(value)).toBe(true);
  });

  it.each([
    ['wrong control', '281234567841'],
    // 2801234567 mod 97 = 85: the plain 10-digit rule, wrong for a sequence below 10^7.
    ['control of the plain rule for a short sequence', '280123456785'],
    ['11 digits', '28123456784'],
    ['13 digits', '2812345678400'],
    ['letters', '28123456784A'],
    ['empty', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidSsn(value)).toBe(false);
  });
});

describe('ssnControl / normalizeSsn', () => {
  it('uses province * 10^7 + sequence when the sequence is below 10,000,000', () => {
    expect(ssnControl('2801234567')).toBe(281234567 % 97);
    expect(ssnControl('2812345678')).toBe(2812345678 % 97);
  });

  it('drops separators', () => {
    expect(normalizeSsn('28/1234-5678 40')).toBe('281234567840');
  });
});
