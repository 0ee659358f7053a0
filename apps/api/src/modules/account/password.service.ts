import type { TBrand } from '@portal/contracts/brand';
import type { TChangePasswordBody } from '@portal/contracts/account/account.schemas';
import { normalizeCif } from '@portal/contracts/validation/cif';
import { normalizeEmail } from '@portal/contracts/validation/email';
import { normalizeIdentityNumber } from '@portal/contracts/cv/cv-personal.schemas';
import { AppError } from '../../platform/app-error';
import { issueToken, revokeAllTokens, type AuthUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config';
import type { MailContext } from '../../platform/mail';
import { hashPassword, verifyPassword } from '../../platform/password';
import type { Lang } from '../auth/auth-messages';
import {
  ensureNotLocked,
  recordPasswordFailure,
  recordPasswordSuccess,
  type AttemptDeps,
} from '../auth/password-attempts';
import * as repo from './account.repository';
import * as linksRepo from './password-links.repository';
import { issuePasswordLink, recentlySent } from './password-links.service';
import { Status } from '@portal/contracts/status-names';

/**
 * Password recovery requests and the signed-in password change (SPEC §7 solicitarReseteoPassword,
 * recuerdoPassword, editarPassword). A recovery request always answers notice 505, whoever it
 * names: the caller learns nothing about which accounts exist (docs/account.md).
 */

interface RecoveryTarget {
  id: number;
  preferred_language: string;
  status: string;
  sso_required?: number;
}

/** Only active accounts that sign in with a password get a link; one mail a minute at most. */
async function sendResetLinks(
  ctx: MailContext,
  targets: RecoveryTarget[],
  brand: TBrand,
  baseUrl: string,
): Promise<number> {
  let sent = 0;
  for (const target of targets) {
    if (target.status !== 'active' || target.sso_required) continue;
    if (await recentlySent(ctx.db, target.id, 'reset')) continue;
    const lang = target.preferred_language === 'ca' ? 'ca' : 'es';
    await issuePasswordLink(ctx, { userId: target.id, purpose: 'reset', lang, brand, baseUrl });
    sent += 1;
  }
  return sent;
}

/** solicitarReseteoPassword {usuario}: the student's e-mail or DNI/NIE. */
export async function requestStudentReset(
  ctx: MailContext,
  input: { usuario: string; brand: TBrand; baseUrl: string },
): Promise<number> {
  const targets = await repo.studentsForRecovery(
    ctx.db,
    normalizeEmail(input.usuario),
    normalizeIdentityNumber(input.usuario),
  );
  return sendResetLinks(ctx, targets, input.brand, input.baseUrl);
}

/** recuerdoPassword {nick | cif}: a contact's nick or e-mail, or the company's CIF (every contact of it). */
export async function requestCompanyReset(
  ctx: MailContext,
  input: { value: string; brand: TBrand; baseUrl: string },
): Promise<number> {
  const targets = await repo.companyUsersForRecovery(ctx.db, {
    lower: normalizeEmail(input.value),
    cif: normalizeCif(input.value),
  });
  return sendResetLinks(ctx, targets, input.brand, input.baseUrl);
}

/** POST /api/Gestion/recuerdoPassword {email}: an office member of the request's brand (issue #14). */
export async function requestStaffReset(
  ctx: MailContext,
  input: { email: string; brand: TBrand; baseUrl: string },
): Promise<number> {
  const targets = await repo.staffForRecovery(ctx.db, normalizeEmail(input.email), input.brand.key);
  return sendResetLinks(ctx, targets, input.brand, input.baseUrl);
}

/**
 * editarPassword: the current password must be right (3); an account that signs in through the
 * single sign-on has no password here (95). Every session is revoked, then this one gets a fresh
 * token (notice 521).
 */
export async function changePassword(
  deps: AttemptDeps & { config: Pick<AppConfig, 'jwtSecret' | 'dataDir' | 'smtpUrl' | 'mailFrom'> },
  user: AuthUser,
  ctx: { audience: string; ip: string; lang: Lang },
  body: TChangePasswordBody,
): Promise<{ token: string }> {
  const account = await repo.accountOf(deps.db, user.userId);
  if (account.sso_required) throw new AppError(Status.UseUniversitySignIn);
  // Guessing the current password through a stolen session is throttled like a sign-in (issue #12
  // item 4): the same counters, so guesses here and at the sign-in add up.
  const email = account.email.trim().toLowerCase();
  await ensureNotLocked(deps.throttle, email, ctx.ip, ctx.lang);
  const ok = account.password_hash ? await verifyPassword(account.password_hash, body.passwordActual) : false;
  if (!ok) {
    await recordPasswordFailure(deps, email, ctx.ip, account);
    throw new AppError(Status.WrongCredentials);
  }
  await recordPasswordSuccess(deps.throttle, email, ctx.ip);
  const audience = ctx.audience;
  const hash = await hashPassword(body.passwordNueva);
  const tokenVersion = await deps.db.transaction().execute(async (trx) => {
    await linksRepo.setPasswordHash(trx, user.userId, hash, new Date().toISOString());
    await linksRepo.discardUnusedLinks(trx, user.userId, ['reset', 'set']);
    await revokeAllTokens(trx, user.userId);
    const row = await repo.accountOf(trx, user.userId);
    return row.token_version;
  });
  const token = await issueToken(deps.config, {
    userId: user.userId,
    role: user.role,
    companyId: user.companyId,
    tokenVersion,
    audience,
  });
  return { token };
}
