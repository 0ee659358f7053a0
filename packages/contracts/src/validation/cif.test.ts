import { describe, expect, it } from 'vitest';
import { cifControlDigit, isValidCif, normalizeCif } from './cif';

describe('isValidCif (SPEC §5 fiscal account, error 33)', () => {
  it.each([
    // Public CIFs.
    'A58818501',
    'B65410011',
    'Q2818014I',
    'P2807900B',
    // Built with the algorithm: 1234567 -> control 4 / 'D'.
    'B12345674',
    'G12345674',
    'G1234567D',
    'b12345674',
    ' B-12345674 ',
    'B 1234567 4',
  ])('accepts %j', (value) => {
    expect(isValidCif(value)).toBe(true);
  });

  it.each([
    ['wrong control digit', 'A58818502'],
    ['wrong control letter', 'Q2818014J'],
    ['letter where a company needs a digit (A)', 'B1234567D'],
    ['digit where a public body needs a letter (Q)', 'Q28180149'],
    ['digit where P needs a letter', 'P28079002'],
    ['not an entity letter', 'I12345674'],
    ['DNI instead of CIF', '12345678Z'],
    ['too short', 'B1234567'],
    ['too long', 'B123456744'],
    ['control outside A-J', 'G1234567K'],
    ['empty', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidCif(value)).toBe(false);
  });
});

describe('cifControlDigit', () => {
  it('sums even positions and the digit sums of doubled odd positions', () => {
    // 5881850: odd 5,8,8,0 -> 1+7+7+0 = 15; even 8,1,5 = 14; 29 -> 1.
    expect(cifControlDigit('5881850')).toBe(1);
    expect(cifControlDigit('2818014')).toBe(9);
    expect(cifControlDigit('0000000')).toBe(0);
  });

  it('normalises spaces, hyphens and case', () => {
    expect(normalizeCif(' b-1234567 4')).toBe('B12345674');
  });
});
