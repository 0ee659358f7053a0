import crypto from 'node:crypto';
import type { TBrand } from '@portal/contracts/brand';
import type { PasswordTokenPurpose, UserRole } from '../../db/tables/people';
import { AppError, notFound } from '../../platform/app-error';
import { revokeAllTokens } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { sendMail, type MailContext, type MailResult } from '../../platform/mail';
import { hashPassword } from '../../platform/password';
import { passwordLinkMail } from './account-mail';
import * as repo from './password-links.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * Password links shared by students and company contacts (SPEC §2 /restablecer-login,
 * /restablecer-candidato, /establecer-login; §7 restablecerPassword, establecerPassword;
 * docs/account.md). A link carries 32 random bytes; only their SHA-256 is stored, with an
 * expiry, and a link works once. Issuing a new link of a purpose discards the unused ones.
 */

/** SPEC §8 42 "link expired or used": a reset link lasts one hour, a set-password link 7 days. */
export const LINK_TTL_MS: Readonly<Record<PasswordTokenPurpose, number>> = {
  reset: 60 * 60_000,
  set: 7 * 24 * 60 * 60_000,
};

/** The web page each link opens (SPEC §2 public routes). */
export function linkPath(purpose: PasswordTokenPurpose, role: UserRole): string {
  // The office's own pages (issue #14), inside the console's part of the web app.
  if (role === 'staff') return purpose === 'set' ? '/gestion/establecer-contrasena' : '/gestion/restablecer-contrasena';
  if (purpose === 'set') return '/establecer-login';
  return role === 'student' ? '/restablecer-candidato' : '/restablecer-login';
}

export function hashLinkToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssuePasswordLinkInput {
  userId: number;
  purpose: PasswordTokenPurpose;
  lang: 'es' | 'ca';
  brand: Pick<TBrand, 'name'>;
  /** Scheme and host the link starts with (see `publicBaseUrl`). */
  baseUrl: string;
}

export interface IssuedPasswordLink {
  url: string;
  expiresAt: string;
  mail: MailResult;
}

/**
 * Stores a hashed single-use token with its expiry and mails the link to the user. Takes the app,
 * or `{ db, config, log }` whose `db` may be a transaction (the company-account area calls it when
 * a contact is added). Mail failures throw AppError 12.
 */
export async function issuePasswordLink(ctx: MailContext, input: IssuePasswordLinkInput): Promise<IssuedPasswordLink> {
  const user = await repo.findLinkUser(ctx.db, input.userId);
  if (!user) throw notFound();
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS[input.purpose]).toISOString();
  await repo.discardUnusedLinks(ctx.db, user.id, [input.purpose]);
  await repo.insertLink(ctx.db, {
    userId: user.id,
    tokenHash: hashLinkToken(token),
    purpose: input.purpose,
    expiresAt,
    createdAt: now.toISOString(),
  });
  const url = new URL(linkPath(input.purpose, user.role), input.baseUrl);
  url.searchParams.set('token', token);
  const mail = await sendMail(ctx, {
    to: user.email,
    ...passwordLinkMail({
      purpose: input.purpose,
      lang: input.lang,
      brandName: input.brand.name[input.lang],
      nombre: user.nombre,
      url: url.toString(),
    }),
  });
  return { url: url.toString(), expiresAt, mail };
}

/** A reset request repeated within this time sends no second mail (no mail bombing). */
export const RESEND_AFTER_MS = 60_000;

export async function recentlySent(db: Db, userId: number, purpose: PasswordTokenPurpose): Promise<boolean> {
  const since = new Date(Date.now() - RESEND_AFTER_MS).toISOString();
  return !!(await repo.recentUnusedLink(db, userId, purpose, since));
}

export interface UseLinkInput {
  token: string;
  password: string;
  purpose: PasswordTokenPurpose;
  /** The role of the path the link is used on: another role's link is refused like an unknown one. */
  roles: readonly UserRole[];
}

/**
 * restablecerPassword / establecerPassword: checks the link (42 when unknown, of another purpose
 * or role, expired or used; 43 when a set-password link finds a password already set), stores the
 * new password, spends the link and every other unused link of the user, and revokes every
 * session token (SPEC §4: old sessions end when the password changes).
 */
export async function setPasswordWithLink(db: Db, input: UseLinkInput): Promise<{ userId: number }> {
  // argon2 takes tens of milliseconds: hash before the transaction holds any lock.
  const hash = await hashPassword(input.password);
  const tokenHash = hashLinkToken(input.token);
  return db.transaction().execute(async (trx) => {
    const link = await repo.findLinkByHash(trx, tokenHash);
    const now = new Date().toISOString();
    if (
      !link ||
      link.purpose !== input.purpose ||
      !input.roles.includes(link.role) ||
      link.used_at !== null ||
      link.expires_at <= now ||
      link.status !== 'active'
    ) {
      throw new AppError(Status.InvalidLink);
    }
    if (input.purpose === 'set' && link.password_hash) throw new AppError(Status.PasswordAlreadySet);
    if (!(await repo.markLinkUsed(trx, link.id, now))) throw new AppError(Status.InvalidLink);
    await repo.setPasswordHash(trx, link.user_id, hash, now);
    await repo.discardUnusedLinks(trx, link.user_id, ['reset', 'set']);
    await revokeAllTokens(trx, link.user_id);
    return { userId: link.user_id };
  });
}
