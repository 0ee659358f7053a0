import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { AppError } from '../../platform/app-error';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import { sendMail } from '../../platform/mail';
import type { Throttle, ThrottlePolicy } from '../../platform/throttle';
import { accountLockedMail } from './account-locked-mail';
import { lockedMessage, type Lang } from './auth-messages';

/**
 * Failed-password throttling shared by the sign-ins (logaUsuario, modoDios, surveys) and
 * editarPassword, after the OWASP authentication cheat sheet (ADR 0035):
 * - per account AND source: 5 failures free, then growing delays (30 s, 1, 2, 4... up to 15 min);
 *   the owner elsewhere is not affected;
 * - per account from anywhere (ASVS 2.2.1): past 100 failures an hour the account is under attack
 *   for an hour and its owner is told by mail. It is not locked for everyone (that let anybody keep
 *   the owner out): every source that has failed on it is locked until the hour ends, so each new
 *   source gets one guess, while the owner signs in from a source that has not failed;
 * - per source across accounts (credential stuffing): 100 failures, then growing delays.
 */
export const PAIR_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 60 * 60_000,
  lockMs: 30_000,
  growing: { maxLockMs: 15 * 60_000 },
};
export const ACCOUNT_POLICY: ThrottlePolicy = { maxFailures: 100, windowMs: 60 * 60_000, lockMs: 60 * 60_000 };
export const IP_POLICY: ThrottlePolicy = {
  maxFailures: 100,
  windowMs: 15 * 60_000,
  lockMs: 60_000,
  growing: { maxLockMs: 15 * 60_000 },
};

const accountKey = (email: string) => `acct:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;
const pairKey = (email: string, ip: string) => `pair:${ip}|${email}`;

export interface AttemptDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  throttle: Throttle;
}

/** Thrown with HTTP 429 while an account, address or pair is locked; the route adds Retry-After. */
export class LockedError extends AppError {
  readonly until: Date;
  constructor(until: Date, lang: Lang) {
    super(90, { http: 429, mensaje: lockedMessage(until, lang) });
    this.until = until;
  }
}

/** The latest of several unlock moments, or null. */
export function latest(dates: Array<Date | null>): Date | null {
  return dates.reduce<Date | null>((last, d) => (d && (!last || d > last) ? d : last), null);
}

/**
 * While the account is under attack, a source that has failed on it stays locked until the
 * attack's hour ends; a source that has not failed is not.
 */
export async function underAttackLock(
  throttle: Throttle,
  accountKeyName: string,
  pairKeyName: string,
  pairPolicy: ThrottlePolicy,
): Promise<Date | null> {
  const attack = await throttle.lockedUntil(accountKeyName);
  if (!attack) return null;
  return (await throttle.failures(pairKeyName, pairPolicy)) > 0 ? attack : null;
}

/** Answers 429 (LockedError) when the address or the pair is locked, or the pair failed on an account under attack. */
export async function ensureNotLocked(throttle: Throttle, email: string, ip: string, lang: Lang): Promise<void> {
  const locks = await Promise.all([
    throttle.lockedUntil(ipKey(ip)),
    throttle.lockedUntil(pairKey(email, ip)),
    underAttackLock(throttle, accountKey(email), pairKey(email, ip), PAIR_POLICY),
  ]);
  const until = latest(locks);
  if (until) throw new LockedError(until, lang);
}

/**
 * Counts one wrong password. When this failure puts an existing account under attack, its owner
 * gets a mail (sent aside: a mail problem never changes the answer of the sign-in).
 */
export async function recordPasswordFailure(
  deps: AttemptDeps,
  email: string,
  ip: string,
  owner: { email: string; preferred_language: string | null } | undefined,
): Promise<void> {
  const [accountLock] = await Promise.all([
    deps.throttle.recordFailure(accountKey(email), ACCOUNT_POLICY),
    deps.throttle.recordFailure(ipKey(ip), IP_POLICY),
    deps.throttle.recordFailure(pairKey(email, ip), PAIR_POLICY),
  ]);
  if (accountLock && owner) {
    const lang: Lang = owner.preferred_language === 'ca' ? 'ca' : 'es';
    const mail = accountLockedMail({ lang, until: accountLock, failures: ACCOUNT_POLICY.maxFailures });
    sendMail(deps, { to: owner.email, ...mail }).catch((err: unknown) =>
      deps.log.error({ err: (err as Error).message }, 'account-locked mail not sent'),
    );
  }
}

/** A right password forgets the account's and the pair's failures (a running lock survives). */
export async function recordPasswordSuccess(throttle: Throttle, email: string, ip: string): Promise<void> {
  await Promise.all([throttle.reset(accountKey(email)), throttle.reset(pairKey(email, ip))]);
}

/** A locked address or pair answers 429 with Retry-After (seconds until it unlocks). */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof LockedError) {
      reply.header('retry-after', String(Math.max(1, Math.ceil((err.until.getTime() - Date.now()) / 1000))));
    }
    throw err;
  }
}
