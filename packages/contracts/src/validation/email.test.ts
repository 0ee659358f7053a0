import { describe, expect, it } from 'vitest';
import { hasAccentedCharacters, isContactEmail, isValidEmail, normalizeEmail } from './email';

describe('isValidEmail (SPEC §5, error 69)', () => {
  it.each([
    'alumna@demo.test',
    'nombre.apellido@universidad.es',
    'first+tag@sub.example.co.uk',
    "o'brien@example.com",
    '  empresa@demo.test ',
    'A_B-c@Example.ORG',
  ])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['no at', 'alumna.demo.test'],
    ['no domain dot', 'alumna@demo'],
    ['two ats', 'a@b@demo.test'],
    ['space inside', 'alu mna@demo.test'],
    ['leading dot', '.alumna@demo.test'],
    ['double dot', 'alu..mna@demo.test'],
    ['accent', 'josé@demo.test'],
    ['numeric TLD', 'a@demo.123'],
    ['domain starts with hyphen', 'a@-demo.test'],
    ['empty', ''],
    ['too long', `${'a'.repeat(250)}@demo.test`],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('normalises to trimmed lower case', () => {
    expect(normalizeEmail(' Alumna@Demo.TEST ')).toBe('alumna@demo.test');
  });
});

describe('isContactEmail (SPEC §5 company contact)', () => {
  it.each(['empresa@demo.test', 'rrhh.levante@empresa.es', 'a@b.c'])('accepts %j', (value) => {
    expect(isContactEmail(value)).toBe(true);
  });

  it.each([
    ['no at', 'empresa.demo.test'],
    ['no dot', 'empresa@demo'],
    ['acute accent', 'josé@empresa.es'],
    ['grave accent', 'jordi.pàmies@empresa.cat'],
    ['tilde', 'muñoz@empresa.es'],
    ['diaeresis', 'güell@empresa.cat'],
    ['cedilla', 'franç@empresa.cat'],
    ['empty', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isContactEmail(value)).toBe(false);
  });

  it('detects accents in composed and decomposed forms', () => {
    expect(hasAccentedCharacters('Á')).toBe(true);
    expect(hasAccentedCharacters('A\u0301')).toBe(true);
    expect(hasAccentedCharacters('plain@ascii.es')).toBe(false);
  });
});
