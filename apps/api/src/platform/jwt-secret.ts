import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

/** HS256 wants a key at least as long as the hash: 256 bits. */
export const MIN_SECRET_LENGTH = 32;
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The key that signs session tokens: `JWT_SECRET` when set, otherwise 256 random bits generated
 * once into `DATA_DIR/jwt-secret` (mode 0600) and read back on every later start, so that tokens
 * survive restarts and every instance sharing the data folder signs alike.
 */
export function loadJwtSecret(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): Uint8Array {
  if (config.jwtSecret) {
    if (config.jwtSecret.length < MIN_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return new TextEncoder().encode(config.jwtSecret);
  }
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  if (!fs.existsSync(file)) {
    // Written aside then hard-linked into place: link fails if the file appeared meanwhile, so two
    // instances starting together both end up with the first one's complete key.
    const tmp = `${file}.${process.pid}.${crypto.randomUUID()}`;
    fs.writeFileSync(tmp, `${crypto.randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.unlinkSync(tmp);
    }
  }
  // An existing file readable by others is tightened rather than left as is.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const text = fs.readFileSync(file, 'utf8').trim();
  const key = Buffer.from(text, 'base64url');
  if (key.length < MIN_SECRET_LENGTH) throw new Error(`${file} holds a key shorter than 256 bits`);
  return new Uint8Array(key);
}

const cache = new WeakMap<object, crypto.KeyObject>();

/**
 * The signing key of one app configuration, loaded on first use and kept as a KeyObject: given
 * raw bytes, jose imports the key again on every sign and verify (about 0.1 ms per request).
 */
export function jwtKeyFor(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): crypto.KeyObject {
  let key = cache.get(config);
  if (!key) {
    key = crypto.createSecretKey(loadJwtSecret(config));
    cache.set(config, key);
  }
  return key;
}
