import { describe, expect, it } from 'vitest';
import { isValidPostalCode } from './postal-code';

describe('isValidPostalCode (SPEC §9 5 or more digits)', () => {
  it.each(['46001', '08001', '280010', ' 46001 '])('accepts %j', (value) => {
    expect(isValidPostalCode(value)).toBe(true);
  });

  it.each([
    ['4 digits', '4600'],
    ['letters', '46A01'],
    ['inner space', '46 001'],
    ['UK format', 'SW1A 1AA'],
    ['empty', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidPostalCode(value)).toBe(false);
  });
});
