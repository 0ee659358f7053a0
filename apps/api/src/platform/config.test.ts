import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config';

/**
 * Issue #13 part 5: the environment is checked at start-up (ZEnv in config.ts). A wrong value
 * stops the start with a message naming each wrong variable and what it must be; blank is unset;
 * the defaults are the ones of README 'Configuration'.
 */

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('configuration at start-up', () => {
  it('defaults: SQLite in ./data, demo mode on port 3000 of this machine only, no proxy trusted', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      port: 3000,
      host: 'localhost',
      demo: true,
      drainSeconds: 0,
      metricsToken: undefined,
      metricsAllow: ['127.0.0.1', '::1'],
      jwtSecret: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'no-reply@portal.localhost',
      brandsDir: path.join(repoRoot, 'brands'),
      webDistDir: path.join(repoRoot, 'apps/web/dist'),
      publicUrl: undefined,
      errorWebhookUrl: undefined,
      maintenance: false,
      logLevel: 'info',
      rateLimitPerMinute: 6000,
      offerListCacheSeconds: 10,
      pgPoolMax: 20,
      trustProxy: false,
      jobs: true,
      storageDriver: 'disk',
      s3: undefined,
      mailRetryLimit: 8,
      mailRetryDelaySeconds: 30,
      exportMaxRows: 50_000,
    });
  });

  it('#18.2 mail retries: MAIL_RETRY_LIMIT and MAIL_RETRY_DELAY_SECONDS are whole numbers in range', () => {
    expect(loadConfig({ MAIL_RETRY_LIMIT: '3', MAIL_RETRY_DELAY_SECONDS: '60' })).toMatchObject({
      mailRetryLimit: 3,
      mailRetryDelaySeconds: 60,
    });
    expect(refusal({ MAIL_RETRY_LIMIT: '-1' })).toContain('MAIL_RETRY_LIMIT must be');
    expect(refusal({ MAIL_RETRY_LIMIT: '101' })).toContain('MAIL_RETRY_LIMIT must be');
    expect(refusal({ MAIL_RETRY_DELAY_SECONDS: '0' })).toContain('MAIL_RETRY_DELAY_SECONDS must be');
    expect(refusal({ MAIL_RETRY_DELAY_SECONDS: 'soon' })).toContain('MAIL_RETRY_DELAY_SECONDS must be');
  });

  it('#18.8 production (NODE_ENV=production or DEMO=0) seeds no demo accounts, listens on every interface and drains 5 s', () => {
    for (const env of [{ NODE_ENV: 'production' }, { DEMO: '0' }]) {
      const config = loadConfig(env);
      expect(config).toMatchObject({ demo: false, host: '0.0.0.0', drainSeconds: 5 });
    }
    // The e2e and bench servers run the production build with the demo accounts.
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '1' })).toMatchObject({ demo: true, host: 'localhost' });
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5', DRAIN_SECONDS: '20' })).toMatchObject({
      host: '10.0.0.5',
      drainSeconds: 20,
    });
    expect(refusal({ DEMO: 'yes' })).toContain('DEMO must be 0, 1, true or false');
    expect(refusal({ DRAIN_SECONDS: '-1' })).toContain('DRAIN_SECONDS must be');
    expect(refusal({ METRICS_TOKEN: 'short' })).toContain('METRICS_TOKEN must be a token of at least 16');
    expect(refusal({ METRICS_ALLOW: 'everyone' })).toContain('METRICS_ALLOW takes addresses or ranges');
  });

  it('a blank variable counts as unset (e2e starts the API with DATABASE_URL=)', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', MAINTENANCE: ' ', TRUST_PROXY: '', SMTP_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.maintenance).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.smtpUrl).toBeUndefined();
  });

  it('a good full environment is read as given', () => {
    const config = loadConfig({
      DATA_DIR: '/srv/portal/data',
      DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
      PORT: '8080',
      HOST: '127.0.0.1',
      JWT_SECRET: 'x'.repeat(48),
      REDIS_URL: 'redis://cache.internal:6379',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.org:465',
      MAIL_FROM: 'practicas@example.org',
      BRANDS_DIR: '/srv/portal/brands',
      WEB_DIST_DIR: '/srv/portal/web',
      PUBLIC_URL: 'https://practicas.example.org',
      ERROR_WEBHOOK_URL: 'https://hooks.example.org/T000/B000',
      MAINTENANCE: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1200',
      OFFER_LIST_CACHE_SECONDS: '0',
      PG_POOL_MAX: '5',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      JOBS: 'off',
      DEMO: '0',
      DRAIN_SECONDS: '30',
      METRICS_TOKEN: 'm'.repeat(32),
      METRICS_ALLOW: '10.0.0.0/8, 127.0.0.1',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.example.org',
      S3_BUCKET: 'portal-files',
      S3_REGION: 'eu-south-2',
      S3_ACCESS_KEY_ID: 'portal',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: 'false',
      MAIL_RETRY_LIMIT: '2',
      MAIL_RETRY_DELAY_SECONDS: '10',
      EXPORT_MAX_ROWS: '200000',
    });
    expect(config).toEqual({
      dataDir: '/srv/portal/data',
      databaseUrl: 'postgres://portal:secret@db.internal:5432/portal',
      port: 8080,
      host: '127.0.0.1',
      demo: false,
      drainSeconds: 30,
      metricsToken: 'm'.repeat(32),
      metricsAllow: ['10.0.0.0/8', '127.0.0.1'],
      jwtSecret: 'x'.repeat(48),
      redisUrl: 'redis://cache.internal:6379',
      smtpUrl: 'smtps://mailer:pw@smtp.example.org:465',
      mailFrom: 'practicas@example.org',
      brandsDir: '/srv/portal/brands',
      webDistDir: '/srv/portal/web',
      publicUrl: 'https://practicas.example.org',
      errorWebhookUrl: 'https://hooks.example.org/T000/B000',
      maintenance: true,
      logLevel: 'warn',
      rateLimitPerMinute: 1200,
      offerListCacheSeconds: 0,
      pgPoolMax: 5,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      jobs: false,
      storageDriver: 's3',
      s3: {
        endpoint: 'https://s3.example.org',
        bucket: 'portal-files',
        region: 'eu-south-2',
        accessKeyId: 'portal',
        secretAccessKey: 'secret-key',
        forcePathStyle: false,
      },
      mailRetryLimit: 2,
      mailRetryDelaySeconds: 10,
      exportMaxRows: 200_000,
    });
  });

  it('takes postgresql:// as well as postgres://, smtp:// as well as smtps://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe('postgresql://u@h/db');
    expect(loadConfig({ SMTP_URL: 'smtp://h:587' }).smtpUrl).toBe('smtp://h:587');
  });

  it.each([
    ['0', false],
    ['1', true],
    ['false', false],
    ['true', true],
  ])('MAINTENANCE=%s is %s', (value, expected) => {
    expect(loadConfig({ MAINTENANCE: value }).maintenance).toBe(expected);
  });

  it.each([
    ['DATABASE_URL', 'mysql://u@h/db', /DATABASE_URL must be a PostgreSQL URL, postgres:\/\//],
    ['DATABASE_URL', 'portal.sqlite', /DATABASE_URL must be a PostgreSQL URL/],
    ['PORT', '0', /PORT must be a port number, a whole number from 1 to 65535/],
    ['PORT', '65536', /PORT must be a port number/],
    ['PORT', 'http', /PORT must be a port number/],
    ['MAINTENANCE', 'yes', /MAINTENANCE must be 0, 1, true or false/],
    ['RATE_LIMIT_PER_MINUTE', 'many', /RATE_LIMIT_PER_MINUTE must be a whole number/],
    ['OFFER_LIST_CACHE_SECONDS', 'ten', /OFFER_LIST_CACHE_SECONDS must be a number of seconds/],
    ['OFFER_LIST_CACHE_SECONDS', '-5', /OFFER_LIST_CACHE_SECONDS must be a number of seconds, 0 or more/],
    ['PG_POOL_MAX', '0', /PG_POOL_MAX must be a whole number of connections/],
    ['PUBLIC_URL', 'practicas.example.org', /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
    ['SMTP_URL', 'https://smtp.example.org', /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['ERROR_WEBHOOK_URL', 'not a url', /ERROR_WEBHOOK_URL must be an http:\/\/ or https:\/\/ URL/],
    ['REDIS_URL', '127.0.0.1:6379', /REDIS_URL must be a redis:\/\/ URL/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    ['JWT_SECRET', 'short', /JWT_SECRET must be a secret of at least 32 characters/],
    ['TRUST_PROXY', 'true', /TRUST_PROXY takes the addresses of the proxies/],
  ])('%s=%s stops the start, naming the variable', (name, value, message) => {
    const text = refusal({ [name]: value });
    expect(text).toMatch(/^Invalid configuration/);
    expect(text).toMatch(message);
  });

  it('lists every wrong variable at once, one a line, and keeps secrets out of the message', () => {
    const text = refusal({
      DATABASE_URL: 'mysql://root:hunter2@db/portal',
      PORT: 'x',
      MAINTENANCE: 'on',
      SMTP_URL: 'ftp://u:pw@h',
    });
    const lines = text.split('\n').slice(1);
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => l.trim().split(' ')[1])).toEqual(['DATABASE_URL', 'PORT', 'SMTP_URL', 'MAINTENANCE']);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain(':pw@');
  });

  it('#18.1 STORAGE_DRIVER picks the file storage; s3 reads the S3_* store with its defaults', () => {
    expect(loadConfig({ STORAGE_DRIVER: 'database' })).toMatchObject({ storageDriver: 'database', s3: undefined });
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'portal-files',
      S3_ACCESS_KEY_ID: 'portal',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: undefined,
      bucket: 'portal-files',
      region: 'us-east-1',
      accessKeyId: 'portal',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: '0' }).s3,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1', forcePathStyle: false });
    // S3_* without STORAGE_DRIVER=s3 are read but unused: the files stay on disk.
    expect(loadConfig({ S3_BUCKET: 'portal-files' })).toMatchObject({ storageDriver: 'disk', s3: undefined });
  });

  it('#18.1 the s3 driver without its bucket or credentials stops the start, naming each missing variable', () => {
    const text = refusal({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'portal' });
    expect(text).toMatch(/^Invalid configuration/);
    expect(text).toContain('S3_BUCKET must be set when STORAGE_DRIVER=s3');
    expect(text).toContain('S3_SECRET_ACCESS_KEY must be set when STORAGE_DRIVER=s3');
    expect(text).not.toContain('S3_ACCESS_KEY_ID');
    expect(refusal({ STORAGE_DRIVER: 'nfs' })).toMatch(/STORAGE_DRIVER must be one of disk, database, s3/);
    expect(
      refusal({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'minio:9000',
      }),
    ).toMatch(/S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/);
    expect(refusal({ S3_FORCE_PATH_STYLE: 'yes' })).toMatch(/S3_FORCE_PATH_STYLE must be 0, 1, true or false/);
  });

  it('main.ts prints the message and exits 1, without a stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '..', 'main.ts')], {
      env: { PATH: process.env.PATH, PORT: '70000', DATABASE_URL: 'mysql://h/db' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT must be a port number');
    expect(run.stderr).toContain('DATABASE_URL must be a PostgreSQL URL');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 40_000);
});
