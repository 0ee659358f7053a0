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
 * editarPassword, after the OWASP authentication cheat sheet (issue #12 item 4). It used to lock an
 * account for 15 minutes after 5 failures, even for its owner with the right password, and an
 * address after 20, which behind a proxy was everybody. Now:
 * - per account AND source: 5 failures free, then growing delays (30 s, 1, 2, 4... up to 15 min);
 *   the owner elsewhere is not affected;
 * - per account from anywhere: ASVS 2.2.1, at most 100 failures an hour, then the account locks
 *   for an hour and its owner is told by mail;
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

/** Answers 429 (LockedError) when the account, the address or the pair is locked. */
export async function ensureNotLocked(throttle: Throttle, email: string, ip: string, lang: Lang): Promise<void> {
  const locks = await Promise.all([
    throttle.lockedUntil(accountKey(email)),
    throttle.lockedUntil(ipKey(ip)),
    throttle.lockedUntil(pairKey(email, ip)),
  ]);
  const until = locks.reduce<Date | null>((latest, d) => (d && (!latest || d > latest) ? d : latest), null);
  if (until) throw new LockedError(until, lang);
}

/**
 * Counts one wrong password. When this failure locks an existing account, its owner gets a mail
 * (sent aside: a mail problem never changes the answer of the sign-in).
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

/** A locked account, address or pair answers 429 with Retry-After (seconds until it unlocks). */
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
