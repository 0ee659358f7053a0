import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CONTRAST_PAIRS,
  MIN_TEXT_CONTRAST,
  ZBrand,
  contrastRatio,
  fieldRule,
  toPublicBrand,
} from '@portal/contracts/brand';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandConfigError, brandForHost, hostName, loadBrands } from '../../platform/brand';
import { loadConfig } from '../../platform/config';

const brandsDir = loadConfig({}).brandsDir;
const registry = loadBrands(brandsDir);
/** brand.json as parsed JSON: loosely typed on purpose, the tests break it. */
type RawBrand = ReturnType<typeof JSON.parse>;
const rawDefault = (): RawBrand => JSON.parse(fs.readFileSync(path.join(brandsDir, 'default', 'brand.json'), 'utf8'));

const tmpDirs: string[] = [];
afterEach(() => {
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A brands folder holding a copy of the default brand, altered by `edit`. */
function brandsFolderWith(edit: (brand: RawBrand) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-'));
  tmpDirs.push(dir);
  fs.cpSync(path.join(brandsDir, 'default'), path.join(dir, 'default'), { recursive: true });
  const brand = rawDefault();
  edit(brand);
  fs.writeFileSync(path.join(dir, 'default', 'brand.json'), JSON.stringify(brand));
  return dir;
}

describe('the brands of the repository', () => {
  it('are the three brands of DESIGN.md', () => {
    expect(registry.all.map((b) => b.key)).toEqual(['basica', 'catalunya', 'default']);
    const byKey = Object.fromEntries(registry.all.map((b) => [b.key, b]));
    expect(byKey.default.hosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    expect(byKey.default).toMatchObject({ defaultLanguage: 'es', analytics: null, surveyMaxLength: 6000 });
    expect(byKey.catalunya).toMatchObject({ defaultLanguage: 'ca', surveyMaxLength: 256 });
    expect(byKey.catalunya.sso).toMatchObject({ issuer: 'http://127.0.0.1:4010', graduatesOnly: true });
    expect(byKey.basica.flags).toMatchObject({
      hasEventos: false,
      hasGuiasOrientacion: false,
      canRegistroAlumno: false,
      hasAyuda: false,
    });
  });

  it.each(registry.all.map((b) => [b.key, b] as const))('%s gives WCAG AA contrast for text', (_key, brand) => {
    for (const [fg, bg] of CONTRAST_PAIRS) {
      expect(contrastRatio(brand.tokens[fg], brand.tokens[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it.each(registry.all.map((b) => [b.key, b] as const))(
    '%s states the SPEC §9 management fees and hours',
    (_key, brand) => {
      for (const lang of ['es', 'ca'] as const) {
        const text = brand.texts[lang].practiceConditions;
        expect(text).toContain('50 EUR');
        expect(text).toContain('75 EUR');
        expect(text).toMatch(/25 hor/);
      }
    },
  );
});

describe('the brand schema', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('rejects an invalid colour, naming the field', () => {
    const brand = rawDefault();
    brand.tokens.primary = 'blue';
    const result = ZBrand.safeParse(brand);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain('tokens.primary');
  });

  it('rejects a brand missing a Spanish text', () => {
    const brand = rawDefault();
    delete brand.texts.es.loginTitle;
    const result = ZBrand.safeParse(brand);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain('texts.es.loginTitle');
  });

  it('rejects text on primary below WCAG AA', () => {
    const brand = rawDefault();
    brand.tokens.primary = '#7FA7D0';
    const result = ZBrand.safeParse(brand);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path.join('.')).toBe('tokens.primaryContrast');
  });

  it('rejects an unknown flag, a survey length outside SPEC §9 and a required hidden field', () => {
    for (const edit of [
      (b: RawBrand) => (b.flags.hasTypo = true),
      (b: RawBrand) => (b.surveyMaxLength = 1000),
      (b: RawBrand) => (b.fields.personal.iban = { visible: false, required: true }),
    ]) {
      const brand = rawDefault();
      edit(brand);
      expect(ZBrand.safeParse(brand).success).toBe(false);
    }
  });

  it('fills field rules the brand omits', () => {
    const brand = registry.byKey.get('default')!;
    expect(fieldRule(brand, 'personal', 'unmentioned')).toEqual({ visible: true, editable: true, required: false });
    expect(fieldRule(brand, 'personal', 'emailEstudiante')).toEqual({
      visible: true,
      editable: false,
      required: false,
    });
    expect(fieldRule(registry.byKey.get('basica')!, 'personal', 'iban').visible).toBe(false);
  });

  it('keeps the SSO secret out of the public brand', () => {
    const pub = toPublicBrand(registry.byKey.get('catalunya')!);
    expect(JSON.stringify(pub)).not.toContain('clientSecret');
    expect(pub.sso).toMatchObject({ graduatesOnly: true });
  });
});

describe('loading brands at start-up', () => {
  it('stops with a message naming the file and the field', () => {
    const dir = brandsFolderWith((b) => (b.tokens.primary = '#12345'));
    expect(() => loadBrands(dir)).toThrow(BrandConfigError);
    expect(() => loadBrands(dir)).toThrow(/brands\/default\/brand\.json: tokens\.primary/);
  });

  it('refuses a logo that is not in the brand folder', () => {
    const dir = brandsFolderWith((b) => (b.logos.header = '/brands/default/nothing.svg'));
    expect(() => loadBrands(dir)).toThrow(/logos\.header: file nothing\.svg not found/);
  });

  it('refuses a key that differs from the folder and a missing default brand', () => {
    const dir = brandsFolderWith((b) => (b.key = 'other'));
    expect(() => loadBrands(dir)).toThrow(/key: "other" must equal its folder name "default"/);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-'));
    tmpDirs.push(empty);
    expect(() => loadBrands(empty)).toThrow(/no brands\/default\/brand\.json/);
  });

  it('reads an env: secret from the environment and fails when it is unset', () => {
    const dir = brandsFolderWith((b) => {
      b.sso = {
        issuer: 'https://sso.example.org',
        clientId: 'x',
        clientSecret: 'env:TEST_SSO_SECRET',
        graduatesOnly: false,
      };
    });
    expect(loadBrands(dir, { TEST_SSO_SECRET: 's3cret' }).fallback.sso!.clientSecret).toBe('s3cret');
    expect(() => loadBrands(dir, {})).toThrow(/sso\.clientSecret: environment variable TEST_SSO_SECRET is not set/);
  });
});

describe('host resolution', () => {
  it('normalises Host headers', () => {
    expect(hostName('Catalunya.LocalHost:3000')).toBe('catalunya.localhost');
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName('example.org.')).toBe('example.org');
    expect(hostName(undefined)).toBe('');
  });

  it('maps hosts to brands', () => {
    expect(brandForHost(registry, 'catalunya.localhost:5173').key).toBe('catalunya');
    expect(brandForHost(registry, 'empleo.uatlantica.example').key).toBe('basica');
    expect(brandForHost(registry, '127.0.0.1').key).toBe('default');
    expect(brandForHost(registry, '').key).toBe('default');
  });
});
