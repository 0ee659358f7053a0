import { describe, expect, it } from 'vitest';
import { formatEuros, formatNumber } from './numbers';

// Intl puts a no-break space before the euro sign.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatNumber', () => {
  it('writes a decimal comma in es and ca', () => {
    expect(formatNumber(3.25, 'es')).toBe('3,25');
    expect(formatNumber(3.25, 'ca')).toBe('3,25');
    expect(formatNumber(3, 'es')).toBe('3');
  });
});

describe('formatEuros', () => {
  it('writes the amount with the euro sign after it, decimals only when there are some', () => {
    expect(plain(formatEuros(800, 'es'))).toBe('800 €');
    expect(plain(formatEuros(12000.5, 'es'))).toBe('12.000,5 €');
    expect(plain(formatEuros(1200, 'ca'))).toBe('1.200 €');
  });
});
