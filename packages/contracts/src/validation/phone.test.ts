import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone';

describe('isValidPhone (SPEC §5 phone, error 70)', () => {
  it.each([
    '600123456',
    '963 123 456',
    '+34 600 123 456',
    '+34600123456',
    '0034600123456',
    '123456789012345',
    ' 600123456 ',
  ])('accepts %j', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['8 digits', '60012345'],
    ['8 digits padded with spaces', '600 123 45   '],
    ['16 digits', '1234567890123456'],
    ['letters', '600ABC456'],
    ['hyphens', '600-123-456'],
    ['parentheses', '(+34) 600123456'],
    ['plus in the middle', '600+123456'],
    ['empty', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});
