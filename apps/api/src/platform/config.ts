import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MIN_SECRET_LENGTH } from './jwt-secret';

export interface AppConfig {
  /** Folder for the SQLite file, uploaded files and the generated JWT secret. */
  dataDir: string;
  /** postgres://... selects PostgreSQL; otherwise SQLite at `${dataDir}/portal.sqlite`. */
  databaseUrl?: string;
  /** SQLite file path; ':memory:' in tests. */
  sqlitePath?: string;
  port: number;
  host: string;
  /** Demo mode: the demo accounts are seeded into an empty database (issue #18 part 8). */
  demo: boolean;
  /** After SIGTERM: seconds answering with /api/ready false before closing (issue #18 part 5). */
  drainSeconds: number;
  /** /metrics: a bearer token that may read it, and the addresses that may without one. */
  metricsToken?: string;
  metricsAllow: string[];
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
  /** PostgreSQL connection pool size (PG_POOL_MAX, default 20). */
  pgPoolMax?: number;
  /**
   * Whether this instance runs the scheduled jobs (JOBS=on|off, default on): expiry of agreements,
   * reminders (issue #14). Every instance may run them: a run is claimed in the database.
   */
  jobs: boolean;
  /** Where uploaded files live (issue #18 part 1, ADR 0016): STORAGE_DRIVER, default `disk`. */
  storageDriver: StorageDriverName;
  /** The S3-compatible store of the `s3` driver; present when STORAGE_DRIVER=s3. */
  s3?: S3Settings;
  /** Mail through the job queue (issue #18 part 2): retries after the first attempt (MAIL_RETRY_LIMIT, default 8). */
  mailRetryLimit: number;
  /** Base of the exponential backoff between mail attempts, seconds (MAIL_RETRY_DELAY_SECONDS, default 30). */
  mailRetryDelaySeconds: number;
  /** Most rows an export answers in the request (EXPORT_MAX_ROWS, default 50,000; more: 281). Issue #17 'Exports'. */
  exportMaxRows: number;
}

export type StorageDriverName = 'disk' | 'database' | 's3';

export interface S3Settings {
  /** Omitted for AWS itself; any S3-compatible server otherwise (MinIO, Ceph, Garage...). */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
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

/** An empty variable counts as unset (e2e and bench start the API with `DATABASE_URL=''`). */
const unset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A variable that may be left out: blank counts as unset (undefined; loadConfig applies the default). */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(unset, schema.optional());
}

function urlWith(protocols: string[], must: string) {
  return z.string().refine((v) => {
    if (!URL.canParse(v)) return false;
    const url = new URL(v);
    return protocols.includes(url.protocol) && url.host !== '';
  }, must);
}

function wholeNumber(min: number, max: number, must: string) {
  return z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, must)
    .transform(Number);
}

const FLAG_VALUES: Record<string, boolean> = { '0': false, '1': true, false: false, true: true };
const JOB_SWITCH: Record<string, boolean> = { ...FLAG_VALUES, on: true, off: false };
const STORAGE_DRIVERS = ['disk', 'database', 's3'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The environment the API reads (README 'Configuration'), checked before anything starts: a
 * wrong value stops the start with a message naming the variable and what it must be
 * (issue #13 part 5). Blank counts as unset; defaults are applied in loadConfig.
 */
export const ZEnv = z
  .object({
    DATA_DIR: optional(z.string()),
    DATABASE_URL: optional(
      urlWith(
        ['postgres:', 'postgresql:'],
        'a PostgreSQL URL, postgres://user:password@host:5432/database (or postgresql://); leave it unset for SQLite',
      ),
    ),
    PORT: optional(wholeNumber(1, 65535, 'a port number, a whole number from 1 to 65535')),
    HOST: optional(z.string()),
    JWT_SECRET: optional(
      z.string().refine((v) => v.length >= MIN_SECRET_LENGTH, `a secret of at least ${MIN_SECRET_LENGTH} characters`),
    ),
    REDIS_URL: optional(
      urlWith(['redis:', 'rediss:'], 'a redis:// URL (rediss:// with TLS), e.g. redis://127.0.0.1:6379'),
    ),
    SMTP_URL: optional(urlWith(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587')),
    MAIL_FROM: optional(z.string()),
    BRANDS_DIR: optional(z.string()),
    WEB_DIST_DIR: optional(z.string()),
    PUBLIC_URL: optional(
      urlWith(['http:', 'https:'], 'an http:// or https:// URL, e.g. https://practicas.example.org'),
    ),
    ERROR_WEBHOOK_URL: optional(
      urlWith(['http:', 'https:'], 'an http:// or https:// URL (a Slack-compatible webhook)'),
    ),
    MAINTENANCE: optional(
      z
        .string()
        .trim()
        .refine((v) => v.toLowerCase() in FLAG_VALUES, '0, 1, true or false')
        .transform((v) => FLAG_VALUES[v.toLowerCase()]),
    ),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS, `one of ${LOG_LEVELS.join(', ')}`)),
    RATE_LIMIT_PER_MINUTE: optional(wholeNumber(1, Number.MAX_SAFE_INTEGER, 'a whole number of requests, 1 or more')),
    EXPORT_MAX_ROWS: optional(wholeNumber(1, Number.MAX_SAFE_INTEGER, 'a whole number of rows, 1 or more')),
    OFFER_LIST_CACHE_SECONDS: optional(
      z
        .string()
        .trim()
        .refine((v) => /^\d+(\.\d+)?$/.test(v), 'a number of seconds, 0 or more (0 turns the cache off)')
        .transform(Number),
    ),
    PG_POOL_MAX: optional(wholeNumber(1, 10_000, 'a whole number of connections, 1 or more')),
    JOBS: optional(
      z
        .string()
        .trim()
        .refine((v) => v.toLowerCase() in JOB_SWITCH, 'on or off (also 1, 0, true, false)')
        .transform((v) => JOB_SWITCH[v.toLowerCase()]),
    ),
    // #18 part 2: mail retries with exponential backoff.
    MAIL_RETRY_LIMIT: optional(wholeNumber(0, 100, 'a whole number of retries, 0 to 100')),
    MAIL_RETRY_DELAY_SECONDS: optional(wholeNumber(1, 86_400, 'a whole number of seconds, 1 to 86400')),
    /** Who may read /metrics (issue #18 part 4): a bearer token, and addresses or ranges. */
    METRICS_TOKEN: optional(
      z.string().refine((v) => v.length >= 16, 'a token of at least 16 characters (sent as Authorization: Bearer)'),
    ),
    METRICS_ALLOW: optional(z.string()).transform((v, ctx) => {
      if (v === undefined) return undefined;
      const entries = v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (entries.length === 0 || entries.some((x) => !isAddressOrRange(x))) {
        ctx.addIssue({ code: 'custom', message: 'METRICS_ALLOW takes addresses or ranges, e.g. 127.0.0.1,10.0.0.0/8' });
        return z.NEVER;
      }
      return entries;
    }),
    /** Demo mode (issue #18 part 8): 1 seeds the demo accounts; the default is on unless NODE_ENV=production. */
    DEMO: optional(
      z
        .string()
        .trim()
        .refine((v) => v.toLowerCase() in FLAG_VALUES, '0, 1, true or false')
        .transform((v) => FLAG_VALUES[v.toLowerCase()]),
    ),
    NODE_ENV: optional(z.string()),
    /** Seconds an instance keeps answering (with /api/ready false) after SIGTERM before it closes. */
    DRAIN_SECONDS: optional(wholeNumber(0, 600, 'a whole number of seconds from 0 to 600')),
    /** File storage (issue #18 part 1): the driver and, for `s3`, the store (names shared with ops/ scripts). */
    STORAGE_DRIVER: optional(z.enum(STORAGE_DRIVERS, `one of ${STORAGE_DRIVERS.join(', ')}`)),
    S3_ENDPOINT: optional(urlWith(['http:', 'https:'], 'an http:// or https:// URL, e.g. http://127.0.0.1:9000')),
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: optional(
      z
        .string()
        .trim()
        .refine((v) => v.toLowerCase() in FLAG_VALUES, '0, 1, true or false')
        .transform((v) => FLAG_VALUES[v.toLowerCase()]),
    ),
    TRUST_PROXY: optional(z.string()).transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  })
  .superRefine((e, ctx) => {
    // #18 part 1: the s3 driver cannot start without its bucket and credentials.
    if (e.STORAGE_DRIVER !== 's3') return;
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (e[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'set when STORAGE_DRIVER=s3' });
    }
  });

/** The message of a refused environment: one line per wrong variable, with what it must be. */
function envError(error: z.ZodError): Error {
  const lines = new Map<string, string>();
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'environment');
    if (lines.has(name)) continue;
    // TRUST_PROXY's message names the variable itself; the others say what the value must be.
    lines.set(name, issue.message.startsWith(name) ? issue.message : `${name} must be ${issue.message}`);
  }
  return new Error(
    `Invalid configuration: fix these environment variables and start again:\n${[...lines.values()].map((l) => `  - ${l}`).join('\n')}`,
  );
}

/** Reads the environment into the configuration; throws an Error naming every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) throw envError(parsed.error);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? './data');
  // Demo accounts have a public password: only in demo mode, never by default in production.
  const demo = e.DEMO ?? e.NODE_ENV !== 'production';
  return {
    dataDir,
    databaseUrl: e.DATABASE_URL,
    port: e.PORT ?? 3000,
    // The demo listens on this machine only; a production instance on every interface.
    host: e.HOST ?? (demo ? 'localhost' : '0.0.0.0'),
    demo,
    drainSeconds: e.DRAIN_SECONDS ?? (demo ? 0 : 5),
    metricsToken: e.METRICS_TOKEN,
    metricsAllow: e.METRICS_ALLOW ?? ['127.0.0.1', '::1'],
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'no-reply@portal.localhost',
    brandsDir: path.resolve(e.BRANDS_DIR ?? path.join(repoRoot, 'brands')),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    publicUrl: e.PUBLIC_URL,
    errorWebhookUrl: e.ERROR_WEBHOOK_URL,
    maintenance: e.MAINTENANCE ?? false,
    logLevel: e.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? 6000,
    offerListCacheSeconds: e.OFFER_LIST_CACHE_SECONDS ?? 10,
    pgPoolMax: e.PG_POOL_MAX ?? 20,
    trustProxy: e.TRUST_PROXY,
    jobs: e.JOBS ?? true,
    storageDriver: e.STORAGE_DRIVER ?? 'disk',
    s3:
      e.STORAGE_DRIVER === 's3'
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
          }
        : undefined,
    mailRetryLimit: e.MAIL_RETRY_LIMIT ?? 8,
    mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS ?? 30,
    exportMaxRows: e.EXPORT_MAX_ROWS ?? 50_000,
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
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY takes the addresses of the proxies allowed to set X-Forwarded-For (e.g. 10.0.0.0/8,127.0.0.1), not ${JSON.stringify(wrong.join(',') || value)}`,
    );
  }
  return entries;
}
