import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// DESIGN convention 9 and SPEC §1: es and ca are complete. Catalan pages load no Spanish fallback
// (ADR 0004), so a key missing in ca would show raw: every namespace has the same keys in both.
const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function catalogue(lang: string, file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(localesDir, lang, file), 'utf8'));
}

describe('i18n catalogues', () => {
  const es = fs.readdirSync(path.join(localesDir, 'es')).sort();
  const ca = fs.readdirSync(path.join(localesDir, 'ca')).sort();

  it('have the same namespaces in es and ca', () => {
    expect(ca).toEqual(es);
  });

  for (const file of es) {
    it(`${file}: same keys in es and ca`, () => {
      expect(keysOf(catalogue('ca', file)).sort()).toEqual(keysOf(catalogue('es', file)).sort());
    });
  }
});
