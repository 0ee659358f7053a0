import { describe, expect, it } from 'vitest';
import { isValidIban, normalizeIban } from './iban';

describe('isValidIban (SPEC §5 IBAN well-formed, error 73)', () => {
  it.each([
    'ES9121000418450200051332',
    'ES7921000813610123456789',
    'ES91 2100 0418 4502 0005 1332',
    'es9121000418450200051332',
    '  ES7921000813610123456789 ',
    'GB82WEST12345698765432',
    'DE89370400440532013000',
    'FR1420041010050500013M02606',
    'NL91ABNA0417164300',
    'BE68539007547034',
    'NO9386011117947',
    'ES91-2100-0418-4502-0005-1332',
  ])('accepts %j', (value) => {
    expect(isValidIban(value)).toBe(true);
  });

  it.each([
    ['changed digit', 'ES9121000418450200051333'],
    ['swapped digits', 'ES9121000418450200051323'],
    ['wrong check digits', 'ES0021000418450200051332'],
    ['ES too short', 'ES912100041845020005133'],
    ['ES too long', 'ES91210004184502000513321'],
    ['GB changed letter', 'GB82WEST12345698765433'],
    ['no country', '9121000418450200051332'],
    ['other symbols', 'ES91/2100/0418/4502/0005/1332'],
    ['Spanish CCC control digits wrong, mod-97 right', 'ES5621000418440200051332'],
    ['letter where Germany has digits', 'DE2437040044A532013000'],
    ['a country without IBAN, mod-97 right', 'US64SVBKUS6S3300958879'],
    ['empty', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidIban(value)).toBe(false);
  });

  it('normalises to compact upper case', () => {
    expect(normalizeIban(' es91 2100 0418 4502 0005 1332 ')).toBe('ES9121000418450200051332');
  });
});
