import { describe, expect, it } from 'vitest';
import { dniLetter, isValidDniNie, normalizeDniNie } from './dni-nie';

describe('isValidDniNie (SPEC §5 identity number)', () => {
  it.each([
    '12345678Z',
    '00000000T',
    '99999999R',
    'X1234567L',
    'Y1234567X',
    'Z1234567R',
    '12345678z',
    'x1234567l',
    '  12345678Z  ',
    '1234 5678Z',
    '12345678-Z',
    '86830984-G',
    'Y-4251780-Z',
  ])('accepts %j', (value) => {
    expect(isValidDniNie(value)).toBe(true);
  });

  it.each([
    ['wrong letter', '12345678A'],
    ['NIE wrong letter', 'X1234567T'],
    ['7 digits', '1234567Z'],
    ['9 digits', '123456789Z'],
    ['no letter', '12345678'],
    ['NIE with 8 digits', 'X12345678L'],
    ['other NIE prefix', 'W1234567L'],
    ['other separator', '12345678/Z'],
    ['empty', ''],
    ['letters only', 'ABCDEFGHZ'],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidDniNie(value)).toBe(false);
  });
});

describe('dniLetter / normalizeDniNie', () => {
  it('takes the letter at number mod 23', () => {
    expect(dniLetter(12345678)).toBe('Z');
    expect(dniLetter(0)).toBe('T');
    expect(dniLetter(22)).toBe('E');
    expect(dniLetter(23)).toBe('T');
  });

  it('drops spaces and hyphens and upper-cases', () => {
    expect(normalizeDniNie(' x1234567l ')).toBe('X1234567L');
    expect(normalizeDniNie('y-4251780-z')).toBe('Y4251780Z');
  });
});
