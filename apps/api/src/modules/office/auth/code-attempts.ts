import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { sendMail } from '../../../platform/mail';
import type { ThrottlePolicy } from '../../../platform/throttle';
import type { LoginUser } from '../../auth/auth.repository';
import type { Lang } from '../../auth/auth-messages';
import type { LoginDeps } from '../../auth/login.service';
import { latest, LockedError, PAIR_POLICY, underAttackLock } from '../../auth/password-attempts';
import { secondFactorLockedMail } from './second-factor-mail';
import { TICKET_TTL_MS, type ReadTicket } from './second-factor';

/**
 * Wrong second-factor codes (ADR 0035). Whoever has the password must not keep the owner out, so
 * nothing locks the user for everyone; and guessing stays slow enough that the 10^6 codes cannot
 * be tried:
 * - per ticket (one password sign-in): 5 wrong codes spend it, the next code answers 330;
 * - per user and source address: 5 wrong codes free, then growing delays (30 s... 15 min);
 * - per user from anywhere: past 20 wrong codes an hour the user is under attack for an hour, and
 *   every source that has failed waits until it ends; a source that has not (the owner's) goes on.
 * Every wrong code and every lock is an audit row; the user is mailed at the first lock.
 */
export const TICKET_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: TICKET_TTL_MS, lockMs: TICKET_TTL_MS };
export const SOURCE_POLICY: ThrottlePolicy = PAIR_POLICY;
export const USER_POLICY: ThrottlePolicy = { maxFailures: 20, windowMs: 60 * 60_000, lockMs: 60 * 60_000 };
/** One mail an hour at most, however many locks. */
const MAIL_POLICY: ThrottlePolicy = { maxFailures: 1, windowMs: 60 * 60_000, lockMs: 60 * 60_000 };

const ticketKey = (ticket: ReadTicket) => `2fa-ticket:${ticket.id}`;
const sourceKey = (userId: number, ip: string) => `2fa-pair:${userId}|${ip}`;
const userKey = (userId: number) => `2fa-user:${userId}`;
const mailKey = (userId: number) => `2fa-mail:${userId}`;

export interface CodeContext {
  ip: string;
  brandKey: string;
  lang: Lang;
  requestId: string;
}

/** 330 for a spent ticket; 429 (LockedError) while this source is delayed for this user. */
export async function ensureCodeAllowed(deps: LoginDeps, ticket: ReadTicket, ctx: CodeContext): Promise<void> {
  if (await deps.throttle.lockedUntil(ticketKey(ticket))) throw new AppError(Status.SecondFactorTicketSpent);
  const until = latest(
    await Promise.all([
      deps.throttle.lockedUntil(sourceKey(ticket.userId, ctx.ip)),
      underAttackLock(deps.throttle, userKey(ticket.userId), sourceKey(ticket.userId, ctx.ip), SOURCE_POLICY),
    ]),
  );
  if (until) throw new LockedError(until, ctx.lang);
}

function audit(deps: LoginDeps, ctx: CodeContext, userId: number, action: string, extra: object = {}) {
  return recordAudit(deps.db, {
    brandKey: ctx.brandKey,
    actorUserId: userId,
    actorRole: 'staff',
    action,
    objectType: 'staff',
    objectId: userId,
    requestId: ctx.requestId,
    ip: ctx.ip,
    ...extra,
  });
}

/** Counts a wrong code, writes its audit rows, mails the user at the first lock; always answers 140. */
export async function wrongCode(
  deps: LoginDeps,
  ticket: ReadTicket,
  user: Pick<LoginUser, 'id' | 'email' | 'preferred_language'>,
  ctx: CodeContext,
): Promise<never> {
  const [ticketLock, sourceLock, userLock] = await Promise.all([
    deps.throttle.recordFailure(ticketKey(ticket), TICKET_POLICY),
    deps.throttle.recordFailure(sourceKey(user.id, ctx.ip), SOURCE_POLICY),
    deps.throttle.recordFailure(userKey(user.id), USER_POLICY),
  ]);
  await audit(deps, ctx, user.id, 'auth.second_factor_failed', { reason: ticket.purpose });
  const scopes = [ticketLock && 'ticket', sourceLock && 'address', userLock && 'account'].filter(Boolean);
  const until = latest([ticketLock, sourceLock, userLock]);
  if (until) {
    await audit(deps, ctx, user.id, 'auth.second_factor_locked', {
      reason: scopes.join(','),
      toState: until.toISOString(),
    });
    if (!(await deps.throttle.lockedUntil(mailKey(user.id)))) {
      await deps.throttle.recordFailure(mailKey(user.id), MAIL_POLICY);
      const lang: Lang = user.preferred_language === 'ca' ? 'ca' : 'es';
      // Sent aside: a mail problem never changes the answer.
      sendMail(deps, { to: user.email, ...secondFactorLockedMail({ lang, ip: ctx.ip }) }).catch((err: unknown) =>
        deps.log.error({ err: (err as Error).message }, 'second-factor lock mail not sent'),
      );
    }
  }
  throw new AppError(Status.SecondFactorWrongCode);
}

/** A right code forgets the ticket's and the source's failures (a running lock survives). */
export async function rightCode(deps: LoginDeps, ticket: ReadTicket, ip: string): Promise<void> {
  await Promise.all([
    deps.throttle.reset(ticketKey(ticket)),
    deps.throttle.reset(sourceKey(ticket.userId, ip)),
    deps.throttle.reset(userKey(ticket.userId)),
  ]);
}
