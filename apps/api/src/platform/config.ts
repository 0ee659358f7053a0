import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface AppConfig {
  /** Folder for the SQLite file, uploaded files and the generated JWT secret. */
  dataDir: string;
  /** postgres://... selects PostgreSQL; otherwise SQLite at `${dataDir}/portal.sqlite`. */
  databaseUrl?: string;
  /** SQLite file path; ':memory:' in tests. */
  sqlitePath?: string;
  port: number;
  host: string;
  jwtSecret?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Folder with brands/<key>/brand.json. */
  brandsDir: string;
  /** Built web app (apps/web/dist); served with history fallback when present. */
  webDistDir?: string;
  /** Public base URL used in mailed links when the request host is not known. */
  publicUrl?: string;
  errorWebhookUrl?: string;
  maintenance: boolean;
  logLevel: string;
  /** Rate limit for the whole API, per IP and minute. */
  rateLimitPerMinute: number;
  /**
   * How long a page of a student offer list may be served from memory (seconds; 0 turns the
   * cache off). A change to the offers is seen at once (data versions, migration 0006); the time
   * bounds only how late an offer appears when its publication moment or expiry date passes.
   */
  offerListCacheSeconds: number;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): false by default, so that a
   * client cannot spoof its address past the per-address limits; behind a load balancer its
   * addresses, `TRUST_PROXY=10.0.0.0/8,127.0.0.1`. `true` is refused: it believed any client's
   * X-Forwarded-For (issue #12 item 4).
   */
  trustProxy: false | string[];
}

/** The repository root: the nearest folder above this file with a `brands/` folder (works from src and dist). */
function findRepoRoot(start: string): string {
  let dir = start;
  while (path.dirname(dir) !== dir) {
    if (fs.existsSync(path.join(dir, 'brands')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

const repoRoot = findRepoRoot(import.meta.dirname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    jwtSecret: env.JWT_SECRET || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'no-reply@portal.localhost',
    brandsDir: path.resolve(env.BRANDS_DIR ?? path.join(repoRoot, 'brands')),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    publicUrl: env.PUBLIC_URL || undefined,
    errorWebhookUrl: env.ERROR_WEBHOOK_URL || undefined,
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 6000),
    offerListCacheSeconds: Math.max(0, Number(env.OFFER_LIST_CACHE_SECONDS ?? 10) || 0),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

export { repoRoot };

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: the proxies' addresses or ranges, comma separated; anything else stops the start. */
export function parseTrustProxy(value: string | undefined): false | string[] {
  if (!value || value === 'false') return false;
  const entries = value.split(',').map((v) => v.trim()).filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY takes the addresses of the proxies allowed to set X-Forwarded-For (e.g. 10.0.0.0/8,127.0.0.1), not ${JSON.stringify(wrong.join(',') || value)}`,
    );
  }
  return entries;
}
