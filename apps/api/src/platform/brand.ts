import fs from 'node:fs';
import path from 'node:path';
import { ZBrand, type TBrand } from '@portal/contracts/brand';
import type { FastifyInstance } from 'fastify';

/**
 * SPEC §1 multi-brand: the host name selects the brand. Every `brands/<key>/brand.json` is read
 * and validated once at start-up (an invalid brand stops the start), then each request carries
 * `request.brand`. DESIGN convention 8: brand differences live in brand.json, never in code.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of the request's Host header (the default brand for an unknown host). */
    brand: TBrand;
  }
  interface FastifyInstance {
    brands: BrandRegistry;
  }
}

/** The brand used for any host no brand claims. */
export const DEFAULT_BRAND_KEY = 'default';
const LOCALHOST_SUFFIX = '.localhost';

export interface BrandRegistry {
  /** Brands in key order. */
  all: TBrand[];
  byKey: ReadonlyMap<string, TBrand>;
  byHost: ReadonlyMap<string, TBrand>;
  fallback: TBrand;
  /** Absolute folder of brands/<key>/ for each key (assets are served from there). */
  dirs: ReadonlyMap<string, string>;
}

/** Start-up failure that names the file and the field at fault. */
export class BrandConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrandConfigError';
  }
}

/** Resolves `env:NAME` secrets so that production secrets need not sit in brand.json. */
function resolveSecret(value: string, where: string, env: NodeJS.ProcessEnv): string {
  if (!value.startsWith('env:')) return value;
  const name = value.slice(4);
  const resolved = env[name];
  if (!resolved) throw new BrandConfigError(`${where}: environment variable ${name} is not set`);
  return resolved;
}

function readBrandFile(file: string, rel: string, folderKey: string, env: NodeJS.ProcessEnv): TBrand {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new BrandConfigError(`Invalid brand file ${rel}: ${(err as Error).message}`);
  }
  const rawKey = (raw as { key?: unknown } | null)?.key;
  if (rawKey !== folderKey) {
    throw new BrandConfigError(
      `Invalid brand file ${rel}: key: ${JSON.stringify(rawKey)} must equal its folder name "${folderKey}"`,
    );
  }
  const parsed = ZBrand.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new BrandConfigError(`Invalid brand file ${rel}: ${problems.join('; ')}`);
  }
  const brand = parsed.data;
  const assets: Array<[string, string | undefined]> = [
    ...Object.entries(brand.logos).map(([name, value]): [string, string | undefined] => [`logos.${name}`, value]),
    ['texts.es.banner_home.imagen', brand.texts.es.banner_home?.imagen],
    ['texts.ca.banner_home.imagen', brand.texts.ca.banner_home?.imagen],
  ];
  for (const [field, asset] of assets) {
    if (asset && !fs.existsSync(path.join(path.dirname(file), path.basename(asset)))) {
      throw new BrandConfigError(
        `Invalid brand file ${rel}: ${field}: file ${path.basename(asset)} not found beside brand.json`,
      );
    }
  }
  if (brand.sso) {
    brand.sso = {
      ...brand.sso,
      clientSecret: resolveSecret(brand.sso.clientSecret, `Invalid brand file ${rel}: sso.clientSecret`, env),
    };
  }
  return brand;
}

/** Reads and validates every brands/<key>/brand.json; throws BrandConfigError on the first problem. */
export function loadBrands(brandsDir: string, env: NodeJS.ProcessEnv = process.env): BrandRegistry {
  if (!fs.existsSync(brandsDir)) throw new BrandConfigError(`Brands folder ${brandsDir} does not exist`);
  const keys = fs
    .readdirSync(brandsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(brandsDir, d.name, 'brand.json')))
    .map((d) => d.name)
    .sort();
  const byKey = new Map<string, TBrand>();
  const byHost = new Map<string, TBrand>();
  const dirs = new Map<string, string>();
  for (const key of keys) {
    const rel = path.join('brands', key, 'brand.json');
    const brand = readBrandFile(path.join(brandsDir, key, 'brand.json'), rel, key, env);
    for (const host of brand.hosts) {
      const other = byHost.get(host);
      if (other)
        throw new BrandConfigError(
          `Invalid brand file ${rel}: hosts: ${host} is already claimed by brand "${other.key}"`,
        );
      byHost.set(host, brand);
    }
    byKey.set(key, brand);
    dirs.set(key, path.resolve(brandsDir, key));
  }
  const fallback = byKey.get(DEFAULT_BRAND_KEY);
  if (!fallback)
    throw new BrandConfigError(
      `Brands folder ${brandsDir} has no brands/${DEFAULT_BRAND_KEY}/brand.json (the brand of unknown hosts)`,
    );
  return { all: [...byKey.values()], byKey, byHost, fallback, dirs };
}

/** The host name of a Host header: lower-cased, without port, brackets or trailing dot. */
export function hostName(hostHeader: string | undefined): string {
  let host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) host = host.slice(1, host.indexOf(']') === -1 ? undefined : host.indexOf(']'));
  else if (host.includes(':')) host = host.slice(0, host.lastIndexOf(':'));
  return host.replace(/\.$/, '');
}

/** `<key>.localhost` selects brand `<key>`; then a host a brand lists; otherwise the default brand. */
export function brandForHost(registry: BrandRegistry, hostHeader: string | undefined): TBrand {
  const host = hostName(hostHeader);
  if (host.endsWith(LOCALHOST_SUFFIX)) {
    const byLocal = registry.byKey.get(host.slice(0, -LOCALHOST_SUFFIX.length));
    if (byLocal) return byLocal;
  }
  return registry.byHost.get(host) ?? registry.fallback;
}

/** Loads the brands (stopping the start on an invalid one) and decorates every request with its brand. */
export function registerBrands(app: FastifyInstance): void {
  const registry = loadBrands(app.config.brandsDir);
  app.decorate('brands', registry);
  app.decorateRequest('brand', null as unknown as TBrand);
  app.addHook('onRequest', (request, _reply, done) => {
    // request.host honours X-Forwarded-Host behind the proxy (trustProxy); the brand is public data.
    request.brand = brandForHost(registry, request.host);
    done();
  });
}
