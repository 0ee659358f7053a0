import crypto from 'node:crypto';
import type { TBrand } from '@portal/contracts/brand';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { now } from '../../platform/clock';
import { sendMail, type MailContext } from '../../platform/mail';
import { emailChangeMail } from './email-change-mail';
import * as repo from './email-change.repository';
import { hashLinkToken } from './password-links.service';

/**
 * A new login for an account its student owns (ADR 0033): the office's import reads a new e-mail
 * for a student who has signed in, and the login stays the old one until the student opens the
 * link mailed to the new address (single use, 7 days, only its SHA-256 kept). The old address is
 * told when it is asked and when it is done, so a takeover through the import cannot go unseen;
 * both audit rows carry the old and the new address.
 */
export const EMAIL_CHANGE_TTL_MS = 7 * 24 * 60 * 60_000;
export const CONFIRM_EMAIL_PATH = '/confirmar-email';

type Lang = 'es' | 'ca';
const langOf = (stored: string | null): Lang => (stored === 'ca' ? 'ca' : 'es');

export interface EmailChangeRequest {
  userId: number;
  nombre: string;
  lang: string | null;
  oldEmail: string;
  newEmail: string;
  brand: Pick<TBrand, 'key' | 'name'>;
  /** Scheme and host the link starts with (see `publicBaseUrl`). */
  baseUrl: string;
  /** The staff member whose import asked it. */
  requestedBy: number;
  requestId?: string;
  ip?: string;
}

/** Stores the change, mails the link to the new address and the notice to the old one. `ctx.db` may be a transaction. */
export async function requestEmailChange(ctx: MailContext, input: EmailChangeRequest): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  const at = now();
  await repo.discardUnused(ctx.db, input.userId);
  await repo.insertChange(ctx.db, {
    userId: input.userId,
    oldEmail: input.oldEmail,
    newEmail: input.newEmail,
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(at.getTime() + EMAIL_CHANGE_TTL_MS).toISOString(),
    requestedBy: input.requestedBy,
    now: at.toISOString(),
  });
  const url = new URL(CONFIRM_EMAIL_PATH, input.baseUrl);
  url.searchParams.set('token', token);
  const lang = langOf(input.lang);
  const common = {
    lang,
    brandName: input.brand.name[lang],
    nombre: input.nombre,
    oldEmail: input.oldEmail,
    newEmail: input.newEmail,
  };
  await sendMail(ctx, { to: input.newEmail, ...emailChangeMail({ kind: 'confirm', url: url.toString(), ...common }) });
  await sendMail(ctx, { to: input.oldEmail, ...emailChangeMail({ kind: 'requested', ...common }) });
  await recordAudit(ctx.db, {
    brandKey: input.brand.key,
    actorUserId: input.requestedBy,
    actorRole: 'staff',
    action: 'student.email_change_requested',
    objectType: 'student',
    objectId: input.userId,
    fromState: input.oldEmail,
    toState: input.newEmail,
    reason: 'import',
    requestId: input.requestId,
    ip: input.ip,
  });
}

/**
 * The student opens the link from the new address: it becomes the login (323 when the link is
 * unknown, of another brand, expired or used; 324 when another account took the address meanwhile,
 * the old login staying). Answers the new login.
 */
export async function confirmEmailChange(
  ctx: MailContext,
  input: { token: string; brand: Pick<TBrand, 'key' | 'name'>; requestId?: string; ip?: string },
): Promise<{ email: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const change = await repo.findByHash(trx, hashLinkToken(input.token));
    const at = now().toISOString();
    if (
      !change ||
      change.brand_key !== input.brand.key ||
      change.used_at !== null ||
      change.expires_at <= at ||
      change.status === 'deregistered' ||
      change.email !== change.old_email
    )
      throw new AppError(Status.EmailChangeLinkInvalid);
    if (await repo.loginTaken(trx, change.new_email, change.user_id)) throw new AppError(Status.EmailChangeLoginTaken);
    if (!(await repo.markUsed(trx, change.id, at))) throw new AppError(Status.EmailChangeLinkInvalid);
    await repo.setLogin(trx, change.user_id, change.new_email, at);
    const lang = langOf(change.preferred_language);
    await sendMail(
      { db: trx, config: ctx.config, log: ctx.log },
      {
        to: change.old_email,
        ...emailChangeMail({
          kind: 'done',
          lang,
          brandName: input.brand.name[lang],
          nombre: change.nombre,
          oldEmail: change.old_email,
          newEmail: change.new_email,
        }),
      },
    );
    await recordAudit(trx, {
      brandKey: change.brand_key,
      actorUserId: change.user_id,
      actorRole: 'student',
      action: 'account.email_changed',
      objectType: 'student',
      objectId: change.user_id,
      fromState: change.old_email,
      toState: change.new_email,
      reason: 'confirmed',
      requestId: input.requestId,
      ip: input.ip,
    });
    return { email: change.new_email };
  });
}
